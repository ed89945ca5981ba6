import type { StaffRole } from '@hvac/contracts';
import {
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  Logger,
  ServiceUnavailableException,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthenticatedUser, AuthUnavailableError, bearerToken, TokenRejectedError } from './access-token.strategy';

export type AuthenticatedRequest = FastifyRequest & { user?: AuthenticatedUser };

export const authMessages = {
  missing: 'Not authorized, no token',
  rejected: 'Not authorized, token failed',
  notAdmin: 'Not authorized as an admin',
  roleRefused: 'Your role does not allow this',
  unavailable: 'Sign-in could not be checked right now, please try again shortly',
} as const;

// Any signed-in user with a valid, unrevoked token. Passport runs the access-token strategy that
// AuthKitModule registered (its default strategy) and sets request.user for @CurrentUser().
@Injectable()
export class AccessTokenGuard extends AuthGuard() {
  private readonly logger = new Logger('Auth');

  // err: the strategy threw (revoked, Redis down); info: passport-jwt's reason for refusing the token.
  override handleRequest<TUser = AuthenticatedUser>(err: unknown, user: AuthenticatedUser | false, info: unknown, context: ExecutionContext): TUser {
    const http = context.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const problem = err ?? info;
    if (problem instanceof AuthUnavailableError) {
      this.logger.error({ reason: problem.message }, 'access token could not be checked');
      throw new ServiceUnavailableException(authMessages.unavailable);
    }
    if (err && !(err instanceof TokenRejectedError)) throw err;
    if (!user) {
      if (!bearerToken(http.getRequest<AuthenticatedRequest>())) {
        reply.header('WWW-Authenticate', 'Bearer');
        throw new UnauthorizedException(authMessages.missing);
      }
      this.logger.warn({ reason: problem instanceof Error ? `${problem.name}: ${problem.message}` : String(problem) }, 'access token rejected');
      reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new UnauthorizedException(authMessages.rejected);
    }
    this.authorize(user, context);
    return user as TUser;
  }

  protected authorize(_user: AuthenticatedUser, _context: ExecutionContext): void {
    // Any signed-in user may pass.
  }
}

// Who may call a route: anyone, any signed-in user, any staff role (owner, admin or editor), or only the roles listed.
export type RouteAccess = 'public' | 'signed-in' | 'staff' | readonly StaffRole[];

const accessKey = 'hvac:access';
const reflector = new Reflector();

// The access decision of a route, declared beside it on the handler or, for every route of a controller, on the
// controller. AccessGuard (every app's global guard, from AuthKitModule) reads it, and so do the role-matrix tests.
export const Access = (...access: ['public'] | ['signed-in'] | ['staff'] | [StaffRole, ...StaffRole[]]) =>
  SetMetadata(accessKey, access.length === 1 && (access[0] === 'public' || access[0] === 'signed-in' || access[0] === 'staff') ? access[0] : access);

// The declaration that applies to a handler of a controller: the handler's own, else the controller's.
export const declaredAccess = (handler: object, controller: object): RouteAccess | undefined =>
  reflector.getAllAndOverride<RouteAccess | undefined>(accessKey, [handler as () => void, controller as () => void]);

// Lets a caller through as the route's @Access declares. A route without a declaration refuses everyone (401
// without a token, 403 with one), so a forgotten decision fails closed. A valid token without a staff role is 403
// on staff routes.
@Injectable()
export class AccessGuard extends AccessTokenGuard {
  override canActivate(context: ExecutionContext) {
    return declaredAccess(context.getHandler(), context.getClass()) === 'public' || super.canActivate(context);
  }

  protected override authorize(user: AuthenticatedUser, context: ExecutionContext): void {
    const access = declaredAccess(context.getHandler(), context.getClass());
    if (access === 'signed-in') return;
    if (user.role === null) throw new ForbiddenException(authMessages.notAdmin);
    if (access !== 'staff' && !access?.includes(user.role)) throw new ForbiddenException(authMessages.roleRefused);
  }
}
