import { analyticsLimits, analyticsPaths } from '@hvac/contracts';
import { analyticsBatchSchema, issueMessages } from '@hvac/contracts/schemas';
import { clientLimitKey } from '@hvac/server-kit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { failBody } from '../common/envelope';
import type { AnalyticsCollector } from './collector';
import type { WarnLog } from './event-buffer';

// Where a CDN or front proxy that geolocates puts the visitor's country; the gateway passes it (see
// deploy/gateway/README.md) and clears anything a client sent itself.
const countryHeader = 'x-visitor-country';

export type CollectorServerOptions = {
  // The proxies whose X-Forwarded-For names the client (the main app's TRUSTED_PROXIES).
  trustedProxies: string[];
  // Beacons per client (an IPv6 client by its /64) and minute.
  rateLimit: number;
  warn: WarnLog;
};

class CollectError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send(failBody(status, message));

// The beacon's endpoint on a bare Fastify instance of its own (no Nest, no other route), run in the
// collector's worker thread: the same rules as the rest of the API (the batch's schema from
// @hvac/contracts, the error envelope, the client address from trusted proxies only), at a fraction
// of a Nest route's cost, and away from the event loop that answers page reads.
export function createCollectorServer(collector: AnalyticsCollector, options: CollectorServerOptions): FastifyInstance {
  const app = Fastify({ trustProxy: options.trustedProxies, bodyLimit: analyticsLimits.bodyBytes, routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
  const limiter = new RateLimiterMemory({ keyPrefix: 'analytics', points: options.rateLimit, duration: 60 });

  // JSON as sendBeacon sends it (a Blob typed application/json, or a string as text/plain), decoded strictly.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(utf8.decode(body as Buffer)));
    } catch {
      done(new CollectError(400, 'The request body is not valid JSON'));
    }
  });

  // Counted before the body is read, so a flood of garbage is refused as cheaply as any.
  app.addHook('onRequest', async (req, reply) => {
    try {
      await limiter.consume(clientLimitKey(req.ip));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      void reply.header('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      return fail(reply, 429, 'Too many analytics events from your network; try again in a minute');
    }
  });

  app.post(analyticsPaths.events, async (req, reply) => {
    const batch = analyticsBatchSchema.safeParse(req.body);
    if (!batch.success) return fail(reply, 400, issueMessages(batch.error).join('; '));
    const country = header(req, countryHeader)?.toUpperCase();
    await collector.collect(batch.data.events, {
      ip: req.ip,
      userAgent: header(req, 'user-agent'),
      optedOut: header(req, 'dnt') === '1' || header(req, 'sec-gpc') === '1',
      country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    });
    return reply.code(204).send();
  });

  app.setNotFoundHandler((_req, reply) => fail(reply, 404, `Only POST ${analyticsPaths.events} is served here`));
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, 413, `The request body is larger than ${analyticsLimits.bodyBytes} bytes`);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return fail(reply, 415, 'The request body must be JSON');
    if (error.statusCode && error.statusCode < 500) return fail(reply, error.statusCode, error.message);
    // The day's salt could not be read: the database is away.
    options.warn({ err: String(error) }, 'analytics beacon not taken');
    return fail(reply, 503, 'Analytics are unavailable right now; try again later');
  });
  return app;
}
