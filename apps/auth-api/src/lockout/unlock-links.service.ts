import { pagePaths } from '@hvac/site';
import { randomBytes } from 'node:crypto';
import { InjectRedis } from '@hvac/server-kit';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectEnv } from '../config/env.module';
import type { AuthEnv } from '../config/auth-env';
import { liftAccountLock } from '../users/login-throttle.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { digest } from './account-digest';
import { UNLOCK_LINK_MAILER, type UnlockLinkMailer } from './unlock-link-mailer';

export const unlockLinkLimits = {
  validSeconds: 24 * 3600,
  // At most one unlock mail per account in this time, however long an attack goes on.
  offerIntervalSeconds: 3600,
} as const;

export const unlockMessages = {
  invalid: 'This unlock link is invalid, has expired or was already used. Sign in again to be sent a new one.',
  done: 'Your account is unlocked and this browser is remembered for it. You can sign in now.',
} as const;

const linkKey = (token: string) => `auth:unlock-link:${digest(token)}`;

// Single-use unlock links: Redis keeps only a digest of the token (a leaked Redis dump lifts nothing), and
// GETDEL spends it atomically, so two clicks cannot both succeed.
@Injectable()
export class UnlockLinks {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectEnv() private readonly env: AuthEnv,
    private readonly users: UsersService,
    @Inject(UNLOCK_LINK_MAILER) private readonly mailer: UnlockLinkMailer,
  ) {}

  // Mails the owner of a locked account a link, unless one went out within the offer interval.
  async offer(email: string): Promise<boolean> {
    const user = await this.users.findByEmail(email);
    if (!user) return false;
    const first = await this.redis.set(`auth:unlock-offered:${user.id}`, '1', 'EX', unlockLinkLimits.offerIntervalSeconds, 'NX');
    if (!first) return false;
    const token = randomBytes(32).toString('base64url');
    await this.redis.set(linkKey(token), user.id, 'EX', unlockLinkLimits.validSeconds);
    const link = new URL(pagePaths.unlock.getHref(token), this.env.PUBLIC_SITE_URL).toString();
    await this.mailer.send({ to: user.email, name: user.name, link, linkExpiresAt: new Date(Date.now() + unlockLinkLimits.validSeconds * 1000) });
    return true;
  }

  // Spends the link and lifts every lock of its account; returns that account's user.
  async redeem(token: string): Promise<User> {
    const userId = await this.redis.getdel(linkKey(token));
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new BadRequestException(unlockMessages.invalid);
    await Promise.all([liftAccountLock(this.redis, user.email), this.redis.del(`auth:unlock-offered:${user.id}`)]);
    return user;
  }
}
