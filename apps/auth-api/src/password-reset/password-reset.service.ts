import { passwordResetValidMinutes } from '@hvac/contracts';
import { AccountMailEntity } from '@hvac/account-mails';
import { pagePaths } from '@hvac/site';
import { AuditEntries, InjectRedis } from '@hvac/server-kit';
import { BadRequestException, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { AccountMails } from '../account-mail/account-mail.service';
import { linkTokenHash, newLinkToken } from '../account-mail/link-token';
import type { AuthEnv } from '../config/auth-env';
import { InjectEnv } from '../config/env.module';
import { SessionsService } from '../sessions/sessions.service';
import { liftAccountLock } from '../users/login-throttle.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { passwordWeakness } from '../users/password-policy';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

export const passwordResetMessages = {
  requested: `If an account exists for that address, we have sent a link to reset its password. The link works once, within ${passwordResetValidMinutes} minutes.`,
  invalid: 'This password reset link is invalid, has expired or was already used. Ask for a new one from the sign-in page.',
  weak: (weakness: string) => `The new password ${weakness}`,
  done: 'Your password has been reset and every session of your account was signed out. Sign in with the new password.',
} as const;

type OpenReset = { resetId: string; user: User };

@Injectable()
export class PasswordResets implements OnModuleDestroy {
  private readonly logger = new Logger('PasswordReset');
  // Requests still being worked on after their reply; shutdown waits for them.
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() private readonly redis: Redis,
    @InjectEnv() private readonly env: AuthEnv,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly mails: AccountMails,
    private readonly audit: AuditEntries,
  ) {}

  // The caller replies at once and the work goes on after: the reply cannot take longer, or differ, for an
  // address that has an account.
  requestInBackground(email: string, ip: string): void {
    const work = this.request(email, ip).catch((error: unknown) => this.logger.error({ event: 'password-reset.request-failed', error }));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  // Mails an active account a fresh link; every older link of the account stops working.
  private async request(email: string, ip: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user?.active) {
      await this.audit.record({ action: 'password-reset-request', outcome: user ? 'deactivated' : 'unknown-account', actorEmail: email, address: ip });
      return;
    }
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(Date.now() + passwordResetValidMinutes * 60_000);
    const link = new URL(pagePaths.resetPassword.getHref(token), this.env.PUBLIC_SITE_URL).toString();
    const mailId = await this.db.transaction(async (manager) => {
      await manager.query(`DELETE FROM auth.password_resets WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
      // An older reset mail still waiting for the worker would carry a dead link: it is not sent.
      await manager.update(AccountMailEntity, { kind: 'password-reset', recipient: user.email, state: 'queued' }, { state: 'skipped', error: 'replaced by a newer reset link' });
      await manager.query(`INSERT INTO auth.password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, $3)`, [user.id, hash, expiresAt]);
      return this.mails.store({ kind: 'password-reset', to: user.email, name: user.name, link, linkExpiresAt: expiresAt }, manager);
    });
    await this.mails.dispatch('password-reset', mailId);
    await this.audit.record({ action: 'password-reset-request', outcome: 'mailed', actorId: user.id, actorEmail: user.email, address: ip });
  }

  // Sets the new password, spends the link, signs the account out everywhere and lifts its sign-in locks.
  async reset(token: string, password: string, ip: string): Promise<void> {
    const open = await this.openReset(token);
    if (!open) throw new BadRequestException(passwordResetMessages.invalid);
    const { resetId, user } = open;
    // Judged before the link is spent, so a refused password leaves the link usable for a better one.
    const weakness = passwordWeakness(password, user.email, user.name);
    if (weakness) throw new BadRequestException(passwordResetMessages.weak(weakness));
    const passwordHash = await this.hasher.hash(password);
    await this.db.transaction(async (manager) => {
      // Conditional, so of two requests with one link only the first sets a password.
      const [, spent] = (await manager.query(
        `UPDATE auth.password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now()`,
        [resetId],
      )) as [unknown, number];
      if (spent !== 1) throw new BadRequestException(passwordResetMessages.invalid);
      await manager.update(User, { id: user.id }, { passwordHash });
      await this.sessions.revokeAll(user.id, manager, { forgetDevices: true });
    });
    await liftAccountLock(this.redis, user.email).catch((error: unknown) => this.logger.error({ event: 'password-reset.lock-not-lifted', userId: user.id, error }));
    await this.audit.record({ action: 'password-reset', outcome: 'succeeded', actorId: user.id, actorEmail: user.email, address: ip });
  }

  // The unspent, unexpired link with this token, and its active account.
  private async openReset(token: string): Promise<OpenReset | undefined> {
    const rows = (await this.db.query(
      `SELECT id, user_id FROM auth.password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [linkTokenHash(token)],
    )) as { id: string; user_id: string }[];
    const row = rows[0];
    const user = row ? await this.users.findById(row.user_id) : null;
    return row && user?.active ? { resetId: row.id, user } : undefined;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled(this.pending);
  }
}
