import { randomBytes } from 'node:crypto';
import { secondFactorLimits } from '@hvac/contracts';
import { InjectRedis } from '@hvac/server-kit';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { challengeKey, userChallengesKey, wrongCodesKey } from './challenge-keys';
import type { ThrottleVerdict } from '../users/login-throttle.service';

// What a challenge remembers between the password and the code: whose it is, whether it only opens the
// enrolment, and the lock-out counters the password attempt took (cleared only when the whole sign-in succeeds).
export type AllowedVerdict = Extract<ThrottleVerdict, { allowed: true }>;
// validAfter: the user's sessions_valid_after (ms) when the password was checked; the session is created only if
// it is still the same, so a deactivation, role or password change in between leaves the challenge worthless.
export type PendingSignIn = { userId: string; enrol: boolean; passwordVerdict: AllowedVerdict; validAfter: number };

// Wrong codes one challenge accepts before it is thrown away (the lock-out counters count them as well).
export const challengeMaxWrongCodes = 5;


// Short-lived, single-use challenges in Redis: only the token's digest is stored, and finishing a sign-in
// deletes it, so of two parallel completions only one gets a session.
@Injectable()
export class SignInChallenges {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  async issue(pending: PendingSignIn): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const listed = userChallengesKey(pending.userId);
    await this.redis
      .multi()
      .set(challengeKey(token), JSON.stringify(pending), 'EX', secondFactorLimits.challengeValidSeconds)
      .sadd(listed, challengeKey(token))
      .expire(listed, secondFactorLimits.challengeValidSeconds)
      .exec();
    return token;
  }

  async find(token: string): Promise<PendingSignIn | undefined> {
    const value = await this.redis.get(challengeKey(token));
    return value ? (JSON.parse(value) as PendingSignIn) : undefined;
  }

  // True for the one caller that spends it.
  async spend(token: string): Promise<boolean> {
    const [removed] = await Promise.all([this.redis.del(challengeKey(token)), this.redis.del(wrongCodesKey(token))]);
    return removed === 1;
  }

  // Counts a wrong code; the challenge is gone after the last one it allows.
  async wrongCode(token: string): Promise<void> {
    const wrong = await this.redis.incr(wrongCodesKey(token));
    await this.redis.expire(wrongCodesKey(token), secondFactorLimits.challengeValidSeconds);
    if (wrong >= challengeMaxWrongCodes) await this.spend(token);
  }
}
