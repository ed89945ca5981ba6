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
import type { Request, Response } from 'express';

// Shape of an error body; content-api keeps the spec's `{status:'fail', message}` envelope, auth-api `{message}`.
export type ErrorBodyFormatter = (status: number, message: string) => Record<string, unknown>;
export const plainErrorBody: ErrorBodyFormatter = (statusCode, message) => ({ statusCode, message });

// body-parser reports malformed and oversized bodies with these types.
export const bodyParserErrors: Record<string, [number, string]> = {
  'entity.parse.failed': [HttpStatus.BAD_REQUEST, 'The request body is not valid JSON'],
  'entity.too.large': [HttpStatus.PAYLOAD_TOO_LARGE, 'The request body is too large'],
  'encoding.unsupported': [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content encoding'],
  'charset.unsupported': [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported charset'],
};

// Every error leaves as a JSON body with one clear message; anything unexpected becomes a logged 500
// without internals.
@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly format: ErrorBodyFormatter = plainErrorBody) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const [status, message] = this.classify(exception);
    // The request id ties the stack trace to the request's own log line and to the gateway's.
    if (status >= 500) this.logger.error({ err: exception, reqId: host.switchToHttp().getRequest<Request>().id });
    if (!res.headersSent) res.status(status).json(this.format(status, message));
  }

  private classify(exception: unknown): [number, string] {
    if (exception instanceof HttpException) {
      return [exception.getStatus(), messageOf(exception.getResponse()) ?? exception.message];
    }
    const type = (exception as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && bodyParserErrors[type]) return bodyParserErrors[type];
    return [HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error'];
  }
}

function messageOf(response: string | object): string | undefined {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
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
