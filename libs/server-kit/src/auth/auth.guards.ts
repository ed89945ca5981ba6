import type { StaffRole } from '@hvac/contracts';
import {
  applyDecorators,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  Logger,
  ServiceUnavailableException,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
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

// Any staff role (owner, admin or editor): what may enter /admin and edit site content. A valid token without a
// staff role is 403, anything else 401.
@Injectable()
export class StaffGuard extends AccessTokenGuard {
  protected override authorize(user: AuthenticatedUser): void {
    if (user.role === null) throw new ForbiddenException(authMessages.notAdmin);
  }
}

// The name the content routes have always used: "admin" meaning anyone allowed into the admin portal, i.e. any
// staff role. Routes for owners and admins only use @Roles('owner', 'admin').
export { StaffGuard as AdminGuard };

const rolesKey = 'hvac:roles';
const reflector = new Reflector();

// The roles a route allows, read from @Roles on the handler or, failing that, on its controller.
export const allowedRolesOf = (context: ExecutionContext): readonly StaffRole[] | undefined =>
  reflector.getAllAndOverride<readonly StaffRole[] | undefined>(rolesKey, [context.getHandler(), context.getClass()]);

// Staff whose role is one of those named by @Roles. A route (or controller) without @Roles refuses everyone, so a
// forgotten decision fails closed.
@Injectable()
export class RolesGuard extends AccessTokenGuard {
  protected override authorize(user: AuthenticatedUser, context: ExecutionContext): void {
    if (user.role === null) throw new ForbiddenException(authMessages.notAdmin);
    if (!allowedRolesOf(context)?.includes(user.role)) throw new ForbiddenException(authMessages.roleRefused);
  }
}

// Only the named staff roles may call the route (or every route of the controller).
export const Roles = (...roles: [StaffRole, ...StaffRole[]]) => applyDecorators(SetMetadata(rolesKey, roles), UseGuards(RolesGuard));
