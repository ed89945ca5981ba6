import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessTokenVerifier, type AuthenticatedUser, AuthUnavailableError, TokenRejectedError } from './token-verifier';

export type AuthenticatedRequest = FastifyRequest & { user?: AuthenticatedUser };

export const authMessages = {
  missing: 'Not authorized, no token',
  rejected: 'Not authorized, token failed',
  notAdmin: 'Not authorized as an admin',
  unavailable: 'Sign-in could not be checked right now, please try again shortly',
} as const;

// Any signed-in user with a valid, unrevoked token. Sets request.user for @CurrentUser().
@Injectable()
export class AccessTokenGuard implements CanActivate {
  private readonly logger = new Logger('Auth');

  constructor(private readonly verifier: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<AuthenticatedRequest>();
    const reply = http.getResponse<FastifyReply>();
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedException(authMessages.missing);
    }
    try {
      req.user = await this.verifier.verify(token);
    } catch (error) {
      if (error instanceof TokenRejectedError) {
        this.logger.warn({ reason: error.message }, 'access token rejected');
        reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        throw new UnauthorizedException(authMessages.rejected);
      }
      if (error instanceof AuthUnavailableError) {
        this.logger.error({ reason: error.message }, 'access token could not be checked');
        throw new ServiceUnavailableException(authMessages.unavailable);
      }
      throw error;
    }
    return this.authorize(req.user);
  }

  protected authorize(_user: AuthenticatedUser): boolean {
    return true;
  }
}

// Every mutation of site content: a valid token AND isAdmin. A valid non-admin token is 403, anything else 401.
@Injectable()
export class AdminGuard extends AccessTokenGuard {
  protected override authorize(user: AuthenticatedUser): boolean {
    if (!user.isAdmin) throw new ForbiddenException(authMessages.notAdmin);
    return true;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
