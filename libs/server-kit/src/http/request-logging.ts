import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';

export const requestIdHeader = 'x-request-id';
const acceptableId = /^[\w-]{1,64}$/;

// The request's id (Fastify's request.id): the gateway's when it sent a usable one, else a fresh one.
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[requestIdHeader];
  return typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
}

// Echoes the id so a visitor's report can be matched to a log line, and writes one line per finished
// or aborted request: info, warn for 4xx, error for 5xx. Health probes are not logged. Below the
// configured level a request costs nothing more.
export function registerRequestLogging(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (req, reply) => {
    reply.header(requestIdHeader, req.id);
  });
  fastify.addHook('onResponse', async (req, reply) => {
    const level = reply.statusCode >= 500 ? 'error' : reply.statusCode >= 400 ? 'warn' : 'info';
    logRequest(req, level, reply.statusCode, reply.elapsedTime, 'request completed');
  });
  fastify.addHook('onRequestAbort', async (req) => {
    logRequest(req, 'error', null, null, 'request aborted');
  });
}

function logRequest(req: FastifyRequest, level: 'info' | 'warn' | 'error', statusCode: number | null, elapsedMs: number | null, message: string): void {
  const logger = PinoLogger.root;
  if (req.url.startsWith('/health') || !logger?.isLevelEnabled(level)) return;
  logger[level](
    {
      reqId: req.id,
      req: { id: req.id, method: req.method, url: loggableUrl(req), remoteAddress: req.ip },
      res: { statusCode },
      responseTime: elapsedMs === null ? null : Math.round(elapsedMs),
    },
    message,
  );
}

// Links that are secrets in themselves (preview links, newsletter confirm and unsubscribe links, any route
// parameter or query parameter whose name says token) leave only their shape in a log: a log reader must not be
// able to open a draft or unsubscribe a reader.
const secretName = /token/i;
const redacted = '[redacted]';

export function loggableUrl(req: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const queryAt = req.url.indexOf('?');
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
  // The route pattern names each segment; the router ignores case and a trailing slash, so segments align.
  const pattern = req.routeOptions?.url?.split('/') ?? [];
  const safePath = path
    .split('/')
    .map((segment, i) => (pattern[i]?.startsWith(':') && secretName.test(pattern[i]) ? redacted : segment))
    .join('/');
  if (queryAt === -1) return safePath;
  const query = req.url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq !== -1 && secretName.test(decodedName(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=${redacted}` : pair;
    });
  return `${safePath}?${query.join('&')}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
