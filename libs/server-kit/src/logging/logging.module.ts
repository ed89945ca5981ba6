import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; ip?: string };

const requestIdHeader = 'x-request-id';

// JSON logs with a request id: the gateway's id when it sent one, otherwise a fresh one,
// echoed back so a visitor's report can be matched to the log line.
export function jsonLoggerModule(service: string, level = process.env['LOG_LEVEL'] ?? 'info') {
  return LoggerModule.forRoot({
    pinoHttp: {
      level,
      base: { service },
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const incoming = req.headers[requestIdHeader];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader(requestIdHeader, id);
        return id;
      },
      // Each request's loggers carry only its id, so nothing is serialised for a request unless a line
      // is written (below the level nothing is); the completion line adds the request in brief.
      quietReqLogger: true,
      quietResLogger: true,
      customSuccessObject: (req: IncomingMessage, _res: ServerResponse, value: object) => ({ req, ...value }),
      customErrorObject: (req: IncomingMessage, _res: ServerResponse, _err: Error, value: object) => ({ req, ...value }),
      wrapSerializers: false,
      serializers: {
        req: (req: LoggedRequest) => ({
          id: req.id,
          method: req.method,
          url: req.originalUrl ?? req.url,
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        }),
        res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', '*.password'],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/health') ?? false },
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    },
  });
}
