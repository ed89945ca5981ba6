import { type AccessTokenClaims } from '@hvac/contracts';
import { InjectRedis, signAccessToken, type SigningKey, tokenVersionKey } from '@hvac/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { AuthEnv } from '../config/auth-env';
import { InjectEnv } from '../config/env.module';
import type { User } from '../users/user.entity';

export const SIGNING_KEY = Symbol('SIGNING_KEY');

// Issues access tokens and revokes them by moving the user's token version on.
@Injectable()
export class TokenService {
  constructor(
    @Inject(SIGNING_KEY) private readonly key: SigningKey,
    @InjectEnv() private readonly env: AuthEnv,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  async issue(user: User): Promise<string> {
    const ver = Number((await this.redis.get(tokenVersionKey(user.id))) ?? 0);
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin, ver };
    return signAccessToken(this.key, claims, { issuer: this.env.JWT_ISSUER, audience: this.env.JWT_AUDIENCE, ttlSeconds: this.env.JWT_TTL });
  }

  // Every token issued so far stops working at once, in every service that verifies tokens.
  async revokeAll(userId: string): Promise<void> {
    await revokeTokens(this.redis, userId);
  }
}

export async function revokeTokens(redis: Redis, userId: string): Promise<void> {
  await redis.incr(tokenVersionKey(userId));
}
