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
      req: { id: req.id, method: req.method, url: req.url, remoteAddress: req.ip },
      res: { statusCode },
      responseTime: elapsedMs === null ? null : Math.round(elapsedMs),
    },
    message,
  );
}
