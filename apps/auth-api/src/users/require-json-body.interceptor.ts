import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

// Runs before validation: a body sent as form data, text or a JSON array gets a clear 400, not a confusing one.
@Injectable()
export class RequireJsonBody implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const body: unknown = req.body;
    const mediaType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json' || typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new BadRequestException('The request body must be a JSON object (Content-Type: application/json)');
    }
    return next.handle();
  }
}
