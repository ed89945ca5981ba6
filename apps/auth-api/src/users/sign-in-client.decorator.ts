import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type SignInClient, TooManyAttemptsException } from './login.service';

// The caller as the lock-out counters, the remembered-device cookie and the sessions screen see it.
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext): SignInClient => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { ip: request.ip, cookieHeader: request.headers.cookie, secure: request.protocol === 'https', userAgent: request.headers['user-agent'] };
});

// Runs a step that may hit the lock-out and, when it does, tells the client when to try again (Retry-After).
export async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof TooManyAttemptsException) void reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
