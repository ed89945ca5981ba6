import { type ExecutionContext, ForbiddenException, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthenticatedUser, AuthUnavailableError, bearerToken, TokenRejectedError } from './access-token.strategy';

export type AuthenticatedRequest = FastifyRequest & { user?: AuthenticatedUser };

export const authMessages = {
  missing: 'Not authorized, no token',
  rejected: 'Not authorized, token failed',
  notAdmin: 'Not authorized as an admin',
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
    this.authorize(user);
    return user as TUser;
  }

  protected authorize(_user: AuthenticatedUser): void {
    // Any signed-in user may pass.
  }
}

// Every mutation of site content: a valid token AND isAdmin. A valid non-admin token is 403, anything else 401.
@Injectable()
export class AdminGuard extends AccessTokenGuard {
  protected override authorize(user: AuthenticatedUser): void {
    if (!user.isAdmin) throw new ForbiddenException(authMessages.notAdmin);
  }
}
