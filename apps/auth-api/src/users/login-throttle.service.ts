import { clientLimitKey, InjectRedis } from '@hvac/server-kit';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { accountDigest, digest } from '../lockout/account-digest';

export type ThrottleScope = 'device' | 'account' | 'account-address' | 'address';

// How many failures each counter forgives before growing delays begin. A device that signed in to the
// account before has a counter of its own and meets none of the others, so failures sent from
// elsewhere can never keep the owner out of a browser they already use.
export const loginLimits = {
  freeFailures: { device: 10, account: 10, 'account-address': 5, address: 20 } satisfies Record<ThrottleScope, number>,
  // After the free failures: one attempt per back-off, 30 s doubling with each further failure, at most 1 hour.
  backOffBaseSeconds: 30,
  backOffMaxSeconds: 3600,
  // A counter forgets its failures a day after the last one.
  countWindowSeconds: 24 * 3600,
} as const;

export type ThrottleVerdict =
  | { allowed: true; keys: ThrottleKey[] }
  | { allowed: false; retryAfterSeconds: number; scope: ThrottleScope };

type ThrottleKey = { scope: ThrottleScope; key: string };

// step 0 follows the last free failure, step 1 the failure after it, and so on.
export const backOffSeconds = (step: number) => Math.min(loginLimits.backOffMaxSeconds, loginLimits.backOffBaseSeconds * 2 ** step);

// Redis key prefixes; every key of one account starts with `<prefix>:acct:<digest>`, so lifting a
// lock (unlock link, command line) can find them all.
const failurePrefix = 'auth:login-fail';
const gatePrefix = 'auth:login-gate';

// Failed sign-ins counted in Redis (rate-limiter-flexible), so every replica sees the same numbers and a
// restart forgets nothing. Each attempt takes a point on each of its counters BEFORE the password is
// checked, so parallel guesses cannot slip past; a counter beyond its free failures also needs its
// back-off gate to be open, and claims it (SET NX) for the next back-off period.
@Injectable()
export class LoginThrottle {
  private readonly failures: RateLimiterRedis;

  constructor(@InjectRedis() private readonly redis: Redis) {
    this.failures = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: failurePrefix,
      points: Number.MAX_SAFE_INTEGER,
      duration: loginLimits.countWindowSeconds,
    });
  }

  // deviceId: the remembered device of this account, when the request carries a valid device cookie.
  async attempt(email: string, ip: string, deviceId?: string): Promise<ThrottleVerdict> {
    const account = `acct:${accountDigest(email)}`;
    // An IPv6 client counts by its /64, as the gateway counts it: one subscriber cannot rotate through addresses.
    const client = digest(clientLimitKey(ip));
    const keys: ThrottleKey[] = deviceId
      ? [{ scope: 'device', key: `${account}:device:${digest(deviceId)}` }]
      : [
          { scope: 'address', key: `addr:${client}` },
          { scope: 'account-address', key: `${account}:addr:${client}` },
          { scope: 'account', key: `${account}:unknown-devices` },
        ];
    const taken: { key: string; claimedGate: boolean }[] = [];
    for (const entry of keys) {
      const outcome = await this.take(entry);
      if (outcome.allowed) {
        taken.push({ key: entry.key, claimedGate: outcome.claimedGate });
        continue;
      }
      // A refused attempt checks no password: it counts as no failure and holds no back-off open.
      await Promise.all(
        taken.map((t) => Promise.all([this.failures.reward(t.key, 1), t.claimedGate ? this.redis.del(`${gatePrefix}:${t.key}`) : 0])),
      );
      return { allowed: false, scope: entry.scope, retryAfterSeconds: outcome.retryAfterSeconds };
    }
    return { allowed: true, keys };
  }

  // A success clears the counters of the account this request used, and gives the address its point back.
  async succeeded(verdict: Extract<ThrottleVerdict, { allowed: true }>): Promise<void> {
    await Promise.all(
      verdict.keys.map((k) =>
        k.scope === 'address' ? this.failures.reward(k.key, 1) : Promise.all([this.failures.delete(k.key), this.redis.del(`${gatePrefix}:${k.key}`)]),
      ),
    );
  }

  private async take({ scope, key }: ThrottleKey): Promise<{ allowed: true; claimedGate: boolean } | { allowed: false; retryAfterSeconds: number }> {
    const gateKey = `${gatePrefix}:${key}`;
    const openIn = await this.redis.pttl(gateKey);
    if (openIn > 0) return { allowed: false, retryAfterSeconds: Math.ceil(openIn / 1000) };
    const { consumedPoints } = await this.failures.consume(key);
    // 0 for the last free failure: should it fail, the next attempt waits the first back-off.
    const step = consumedPoints - loginLimits.freeFailures[scope];
    if (step < 0) return { allowed: true, claimedGate: false };
    // The first of parallel attempts claims the gate; the others wait for the back-off it set.
    if (await this.redis.set(gateKey, '1', 'EX', backOffSeconds(step), 'NX')) return { allowed: true, claimedGate: true };
    await this.failures.reward(key, 1);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((await this.redis.pttl(gateKey)) / 1000)) };
  }
}

// Clears every failure counter and back-off of the account (all devices and addresses); used by unlock
// links and by the command line, which lifts a lock without starting the service.
export async function liftAccountLock(redis: Redis, email: string): Promise<number> {
  const account = `acct:${accountDigest(email)}`;
  let removed = 0;
  for (const prefix of [failurePrefix, gatePrefix]) {
    for await (const batch of redis.scanStream({ match: `${prefix}:${account}*`, count: 200 }) as AsyncIterable<string[]>) {
      if (batch.length > 0) removed += await redis.del(...batch);
    }
  }
  return removed;
}
