import { randomUUID } from 'node:crypto';
import { type AccessTokenClaims } from '@hvac/contracts';
import { InjectRedis, tokenVersionKey } from '@hvac/server-kit';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type Redis from 'ioredis';
import type { User } from '../users/user.entity';

export const PUBLISHED_KEYS = Symbol('PUBLISHED_KEYS');

// Issues access tokens and revokes them by moving the user's token version on.
@Injectable()
export class TokenService {
  constructor(
    // Configured by TokensModule with the current key, ES256, typ, kid, iss, aud and lifetime.
    private readonly jwt: JwtService,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  async issue(user: User): Promise<string> {
    const ver = Number((await this.redis.get(tokenVersionKey(user.id))) ?? 0);
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin, role: user.role, ver };
    return this.jwt.signAsync(claims, { jwtid: randomUUID() });
  }

  // Every token issued so far stops working at once, in every service that verifies tokens.
  async revokeAll(userId: string): Promise<void> {
    await revokeTokens(this.redis, userId);
  }
}

export async function revokeTokens(redis: Redis, userId: string): Promise<void> {
  await redis.incr(tokenVersionKey(userId));
}
