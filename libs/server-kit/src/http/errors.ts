import {
  type ArgumentsHost,
  BadRequestException,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  type ValidationError,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Shape of an error body; content-api keeps the spec's `{status:'fail', message}` envelope, auth-api `{message}`.
export type ErrorBodyFormatter = (status: number, message: string) => Record<string, unknown>;
export const plainErrorBody: ErrorBodyFormatter = (statusCode, message) => ({ statusCode, message });

// Every error leaves as a JSON body with one clear message; anything unexpected becomes a logged 500
// without internals.
@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly format: ErrorBodyFormatter = plainErrorBody) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const [status, message] = this.classify(exception);
    // The request id ties the stack trace to the request's own log line and to the gateway's.
    if (status >= 500) this.logger.error({ err: exception, reqId: http.getRequest<FastifyRequest>().id });
    // The route may have set another type for its success (uploads answer text/plain).
    if (!reply.sent) void reply.status(status).type('application/json; charset=utf-8').send(this.format(status, message));
  }

  private classify(exception: unknown): [number, string] {
    if (exception instanceof HttpException) {
      return [exception.getStatus(), httpExceptionMessage(exception)];
    }
    if (isFastifyClientError(exception)) return [exception.statusCode, exception.message];
    return [HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error'];
  }
}

// Fastify and its plugins (multipart) refuse bad input with a FastifyError carrying a 4xx status and
// a plain message ("Request body is too large"); Nest maps those thrown outside a handler itself.
function isFastifyClientError(error: unknown): error is Error & { statusCode: number } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && error.name === 'FastifyError' && typeof status === 'number' && status >= 400 && status < 500;
}

// The one message of an HttpException: its response's own words (Nest's validation lists joined), else its message.
export function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

// Validation failures name the field and the rule, nested fields with their path.
export function validationException(errors: ValidationError[]): BadRequestException {
  return new BadRequestException(flatten(errors).join('; '));
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((c) => (c.startsWith(e.property) ? c.replace(e.property, path) : `${path}: ${c}`));
    return [...own, ...flatten(e.children ?? [], path)];
  });
}
