import { createHash } from 'node:crypto';
import { InjectRedis } from '@hvac/server-kit';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export const loginLimits = {
  // The 6th failure on one account within the window is refused.
  accountFailures: 5,
  // The 21st failure from one client address within the window is refused.
  ipFailures: 20,
  windowSeconds: 15 * 60,
} as const;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'account' | 'ip' };

// Failed sign-ins counted in Redis, so every replica sees the same numbers and a restart forgets nothing.
// A point is taken BEFORE the password is checked, so parallel guesses cannot slip past the limit.
@Injectable()
export class LoginThrottle {
  private readonly byAccount: RateLimiterRedis;
  private readonly byIp: RateLimiterRedis;

  constructor(@InjectRedis() redis: Redis) {
    const common = { storeClient: redis, duration: loginLimits.windowSeconds };
    this.byAccount = new RateLimiterRedis({ ...common, keyPrefix: 'auth:login-fail:account', points: loginLimits.accountFailures });
    this.byIp = new RateLimiterRedis({ ...common, keyPrefix: 'auth:login-fail:ip', points: loginLimits.ipFailures });
  }

  async attempt(email: string, ip: string): Promise<ThrottleVerdict> {
    const ipVerdict = await take(this.byIp, digest(ip), 'ip');
    if (!ipVerdict.allowed) return ipVerdict;
    return take(this.byAccount, accountKey(email), 'account');
  }

  // A success clears the account's failures and gives the address back the point the attempt took.
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.byAccount.delete(accountKey(email)), this.byIp.reward(digest(ip), 1)]);
  }
}

// Keys hold digests rather than e-mail or IP addresses, so Redis holds no personal data.
const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const accountKey = (email: string) => digest(email.trim().toLowerCase());

async function take(limiter: RateLimiterRedis, key: string, scope: 'account' | 'ip'): Promise<ThrottleVerdict> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      return { allowed: false, scope, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
    }
    throw result;
  }
}
