import { LoggerModule } from 'nestjs-pino';

// JSON logs through pino for every Nest logger. Requests are logged by `requestLogging`
// (http/request-logging.ts), not by nestjs-pino's per-route pino-http middleware: that one builds
// two child loggers per request and runs each request inside AsyncLocalStorage, which together cost
// about a quarter of an uncached read's CPU, and its lines said no more than ours.
export function jsonLoggerModule(service: string, level = process.env['LOG_LEVEL'] ?? 'info') {
  return LoggerModule.forRoot({
    pinoHttp: {
      level,
      base: { service },
      // Request lines carry brief plain objects already; pino-http's serialisers expect Node's own.
      wrapSerializers: false,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', '*.password'],
        censor: '[redacted]',
      },
    },
    forRoutes: [],
  });
}
