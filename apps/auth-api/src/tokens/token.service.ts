import { randomUUID } from 'node:crypto';
import { type AccessTokenClaims } from '@hvac/contracts';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../users/user.entity';

export type TokenSubject = Pick<User, 'id' | 'email' | 'name' | 'role'>;

export const PUBLISHED_KEYS = Symbol('PUBLISHED_KEYS');

// Signs access tokens for a sign-in session; SessionsService decides when, and revokes them by ending the session.
@Injectable()
export class TokenService {
  // Configured by TokensModule with the current key, ES256, typ, kid, iss, aud and lifetime.
  constructor(private readonly jwt: JwtService) {}

  // expiresAt: the session's absolute end; a token never outlives its session.
  issue(user: TokenSubject, sessionId: string, expiresAt: Date): Promise<string> {
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, name: user.name, isAdmin: user.role !== null, role: user.role, sid: sessionId };
    return this.jwt.signAsync(claims, { jwtid: randomUUID(), expiresIn: Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000)) });
  }
}
