import type { ChangePasswordReply, ChangePasswordRequest } from '@hvac/contracts';
import type { AuthenticatedUser } from '@hvac/server-kit';
import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { SessionsService } from '../sessions/sessions.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { passwordWeakness } from '../users/password-policy';
import { Reauthentication } from '../users/reauthentication.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

export const passwordChangeMessages = {
  weak: (weakness: string) => `The new password ${weakness}`,
  changed: 'Password changed; every other session was signed out',
  gone: 'Not authorized, user no longer exists',
} as const;

export type PasswordChangeClient = { ip: string; cookieHeader?: string };

@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly reauth: Reauthentication,
  ) {}

  // The new password is judged first, so its verdict is the same whether or not the current one is right (no
  // oracle). Then the current password (and the code, with a second factor) is checked under the sign-in lock-out
  // counters, and a few wrong ones end the session. Every session is revoked; this browser goes on in a fresh
  // session, with the token in the reply, that ends when the old one would have.
  async change(current: AuthenticatedUser, body: ChangePasswordRequest, client: PasswordChangeClient): Promise<ChangePasswordReply> {
    const user = await this.users.findById(current.sub);
    if (!user?.active) throw new UnauthorizedException(passwordChangeMessages.gone);
    const weakness = passwordWeakness(body.newPassword, user.email, user.name);
    if (weakness) throw new BadRequestException(passwordChangeMessages.weak(weakness));
    // A 400 for a wrong password, not a 401: the session is fine (until the last allowed try), and the portal signs out on a 401.
    await this.reauth.prove(current, { password: body.currentPassword, code: body.code }, { wrongStatus: 400, action: 'password-change', ...client });
    const passwordHash = await this.hasher.hash(body.newPassword);
    const token = await this.sessions.restart(user.id, current.sid, (db) => db.update(User, { id: user.id }, { passwordHash }));
    return { message: passwordChangeMessages.changed, token };
  }
}
