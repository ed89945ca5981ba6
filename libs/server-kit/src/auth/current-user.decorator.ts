import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedUser } from './access-token.strategy';
import { type AuthenticatedRequest, authMessages } from './auth.guards';

// The verified user of a route whose @Access is not 'public'.
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  // A route that forgot its guard must fail closed rather than run without a user.
  if (!user) throw new UnauthorizedException(authMessages.missing);
  return user;
});
