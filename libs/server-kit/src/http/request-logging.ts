import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';

export const requestIdHeader = 'x-request-id';
const acceptableId = /^[\w-]{1,64}$/;

// Gives every request an id (req.id, typed by pino-http), the gateway's when it sent a usable one, echoes it back so a visitor's
// report can be matched to a log line, and writes one line per finished or aborted request: info,
// warn for 4xx, error for 5xx. Health probes are not logged. Below the configured level a request
// costs one id and one listener.
export function requestLogging(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers[requestIdHeader];
    const id = typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader(requestIdHeader, id);
    if (!req.url.startsWith('/health')) {
      const started = performance.now();
      // 'close' follows 'finish' on every response and also ends an aborted one.
      res.once('close', () => logRequest(req, res, id, performance.now() - started));
    }
    next();
  };
}

function logRequest(req: Request, res: Response, id: string, elapsedMs: number): void {
  const logger = PinoLogger.root;
  const completed = res.writableFinished;
  const level = !completed || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
  if (!logger?.isLevelEnabled(level)) return;
  logger[level](
    {
      reqId: id,
      req: { id, method: req.method, url: req.originalUrl, remoteAddress: req.ip },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(elapsedMs),
    },
    completed ? 'request completed' : 'request aborted',
  );
}
