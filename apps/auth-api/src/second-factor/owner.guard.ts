import { AccessTokenGuard, type AuthenticatedUser } from '@hvac/server-kit';
import { ForbiddenException, Injectable } from '@nestjs/common';

export const ownerOnlyMessage = 'Only the owner can change this setting.';

// The owner's sign-in settings, with the message the security page shows to anyone else.
@Injectable()
export class OwnerGuard extends AccessTokenGuard {
  protected override authorize(user: AuthenticatedUser): void {
    if (user.role !== 'owner') throw new ForbiddenException(ownerOnlyMessage);
  }
}
