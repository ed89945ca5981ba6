import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { AggregatorRegistry, collectDefaultMetrics, Histogram, register, type RegistryContentType } from 'prom-client';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

// Prometheus metrics of the web server, the same names as the APIs' (libs/server-kit/src/metrics,
// which this app may not import): process metrics, event-loop lag, and requests by route template.
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

// React Router's route tree from the build's flat manifest, for matching a path to its template.
function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((r): r is NonNullable<typeof r> => Boolean(r)) as ManifestRoute[];
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) => (r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) }));
  return childrenOf(undefined);
}

// The label of a request: its route's path pattern (`/blog/:id`), `.data` for React Router's data
// requests, `/assets/*` and `/:file` for static files; never the raw path, which a client could vary.
export function routeTemplates(build: ServerBuild): (path: string) => string {
  const tree = routeTree(build);
  const pageTemplate = (path: string): string => {
    const matches = matchRoutes(tree, path);
    if (!matches) return 'unmatched';
    return `/${matches.map((m) => m.route.path ?? '').filter(Boolean).join('/')}`.replace(/\/{2,}/g, '/');
  };
  const label = (path: string): string => {
    if (path.startsWith('/assets/')) return '/assets/*';
    if (path.endsWith('.data')) return `${pageTemplate(path === '/_root.data' ? '/' : path.slice(0, -'.data'.length))}.data`;
    if (/^\/[^/]+\.[a-z]+$/.test(path)) return pageTemplate(path) === '/*' ? '/:file' : pageTemplate(path);
    return pageTemplate(path);
  };
  // matchRoutes flattens and ranks the whole route tree on every call: about 5 % of an uncached
  // render's CPU when done per request. A site's visitors ask for a few hundred paths; the memo is
  // emptied when full, so paths a client makes up cannot grow it.
  const labels = new Map<string, string>();
  return (path) => {
    let template = labels.get(path);
    if (template === undefined) {
      if (labels.size >= routeLabelMemoSize) labels.clear();
      template = label(path);
      labels.set(path, template);
    }
    return template;
  };
}

export const routeLabelMemoSize = 2000;

let duration: Histogram<'method' | 'route' | 'status_code'> | undefined;
export let workerAggregator: AggregatorRegistry<RegistryContentType> | undefined;

// Records each request when its response has gone out. Also starts Node's process metrics.
export function requestMetrics(build: ServerBuild): RequestHandler {
  if (!duration) {
    collectDefaultMetrics();
    // A worker answers its primary's requests for its metrics once an aggregator exists in it.
    if (cluster.isWorker) workerAggregator = new AggregatorRegistry();
    duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route template, method and status code, and how long they took',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
  }
  const histogram = duration;
  const templateOf = routeTemplates(build);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      histogram.observe({ method: knownMethods.has(req.method) ? req.method : 'other', route: templateOf(req.path), status_code: String(res.statusCode) }, seconds);
    });
    next();
  };
}

// The metrics listener (GET /metrics) on its own port, which the gateway never routes to. In a
// multi-process server the primary answers with the sum over its workers (prom-client's aggregator).
export function startMetricsServer(port: number, aggregateWorkers: boolean): Promise<Server> {
  const aggregator = aggregateWorkers ? new AggregatorRegistry() : undefined;
  const server = createServer((req, res) => {
    if (req.url !== '/metrics' || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    (aggregator ? aggregator.clusterMetrics() : register.metrics()).then(
      (text) => res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  return new Promise((resolve) => {
    // A port held by another process must not stop the site: the failed scrape raises the alert.
    server.once('error', (error) => {
      console.error(`web: metrics endpoint not started on port ${port}: ${error.message}`);
      resolve(server);
    });
    server.listen(port, '0.0.0.0', () => {
      server.unref();
      resolve(server);
    });
  });
}
