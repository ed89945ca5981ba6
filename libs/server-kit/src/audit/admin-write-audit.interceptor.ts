import { type CallHandler, type ExecutionContext, HttpException, Injectable, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import type { AuthenticatedUser } from '../auth/access-token.strategy';
import { AuditEntries } from './audit-entries.service';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

// Every write by a signed-in staff user, on any route, so new controllers are audited without a change here.
// It runs after the guards: a request whose token was refused never reaches it, nor a write without a token.
@Injectable()
export class AdminWriteAuditInterceptor implements NestInterceptor {
  constructor(private readonly entries: AuditEntries) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const user = request.user;
    if (readMethods.has(request.method) || !user?.isAdmin) return next.handle();

    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const record = (outcome: number) =>
      this.entries.record({
        // The route pattern, not the URL: ids go to target, query strings nowhere.
        action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        outcome: String(outcome),
        actorId: user.sub,
        actorEmail: user.email,
        target: params['id'] ?? params['slug'] ?? Object.values(params)[0],
        address: request.ip,
      });
    // Nest sets the reply's status after interceptors run, so a success is read from the route's declaration.
    const successStatus = (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ?? (request.method === 'POST' ? 201 : 200);
    // The entry is written before the reply leaves, so whoever sees the reply can find it in the log.
    return next.handle().pipe(
      mergeMap((body: unknown) => from(record(successStatus).then(() => body))),
      catchError((error: unknown) => from(record(error instanceof HttpException ? error.getStatus() : 500)).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}
