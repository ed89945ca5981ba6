import type { ChangePasswordReply } from '@hvac/contracts';
import type { AuthenticatedUser } from '@hvac/server-kit';
import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { SessionsService } from '../sessions/sessions.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { passwordWeakness } from '../users/password-policy';
import { UsersService } from '../users/users.service';

export const passwordChangeMessages = {
  wrongCurrent: 'The current password is not correct',
  weak: (weakness: string) => `The new password ${weakness}`,
  changed: 'Password changed; every other session was signed out',
  gone: 'Not authorized, user no longer exists',
} as const;

@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
  ) {}

  // The current password proves it is the person, not someone at an unlocked screen. Every session is revoked;
  // this browser goes on in a fresh session with the token in the reply.
  async change(current: AuthenticatedUser, currentPassword: string, newPassword: string): Promise<ChangePasswordReply> {
    const user = await this.users.findWithHash(current.sub);
    if (!user?.active) throw new UnauthorizedException(passwordChangeMessages.gone);
    // A 400, not a 401: the session is fine, and the portal signs out on a 401.
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) throw new BadRequestException(passwordChangeMessages.wrongCurrent);
    const weakness = passwordWeakness(newPassword, user.email, user.name);
    if (weakness) throw new BadRequestException(passwordChangeMessages.weak(weakness));
    await this.users.setPassword(user.id, newPassword);
    return { message: passwordChangeMessages.changed, token: await this.sessions.restart(user, current.sid) };
  }
}
