import { AccessTokenGuard, type AuthenticatedUser } from '@hvac/server-kit';
import { ForbiddenException, Injectable } from '@nestjs/common';

export const ownerOnlyMessage = 'Only the owner can change this setting.';

// The owner's settings. Until accounts carry a role, every admin counts as the owner (the first admin is the
// only one); once the `role` claim exists, this is the one place to check `role === 'owner'` instead.
@Injectable()
export class OwnerGuard extends AccessTokenGuard {
  protected override authorize(user: AuthenticatedUser): void {
    if (!user.isAdmin) throw new ForbiddenException(ownerOnlyMessage);
  }
}
