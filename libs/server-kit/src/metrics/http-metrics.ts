import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';
import { metricsRegistry, singleMetric } from './metrics-registry';

// Seconds; an uncached read takes a few ms, a page render or an upload up to a second or more.
export const httpDurationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// One histogram for every HTTP service: its _count is the request rate by route, method and status.
export function httpRequestDuration(): Histogram<'method' | 'route' | 'status_code'> {
  return singleMetric(
    'http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'http_request_duration_seconds',
        help: 'HTTP requests by route template, method and status code, and how long they took',
        labelNames: ['method', 'route', 'status_code'],
        buckets: httpDurationBuckets,
        registers: [metricsRegistry],
      }),
  );
}

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// A method outside the list would let a client grow the label set at will.
export function methodLabel(method: string): string {
  return knownMethods.has(method) ? method : 'other';
}

// Records every answered request under its route template (`/api/blogs/:slug`), never the raw path:
// a request that matched no route counts as `unmatched`, so scanners cannot grow the series.
export function registerHttpMetrics(fastify: FastifyInstance): void {
  const duration = httpRequestDuration();
  fastify.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: methodLabel(request.method), route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
