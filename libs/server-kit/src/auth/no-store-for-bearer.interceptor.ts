import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

// A reply to a request that carries a bearer token is someone's own data (their profile, the leads, the
// staff list): no browser or proxy may keep a copy. Applied to every route, so new controllers are covered;
// a route that sets Cache-Control itself still wins.
@Injectable()
export class NoStoreForBearerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    if (http.getRequest<FastifyRequest>().headers.authorization) void http.getResponse<FastifyReply>().header('Cache-Control', 'no-store');
    return next.handle();
  }
}
