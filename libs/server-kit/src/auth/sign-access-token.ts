import { randomUUID } from 'node:crypto';
import type { AccessTokenClaims } from '@hvac/contracts';
import { tokenType } from '@hvac/contracts';
import { SignJWT } from 'jose';
import { accessTokenAlgorithm, type SigningKey } from './token-keys';

export type SignAccessTokenOptions = {
  issuer: string;
  audience: string;
  ttlSeconds: number;
  // Overrides for tests that need tokens from another moment; seconds since the epoch.
  now?: number;
  notBefore?: number;
};

// The only place an access token is made: auth-api's login and the test helpers both call it.
export async function signAccessToken(key: SigningKey, claims: AccessTokenClaims, options: SignAccessTokenOptions): Promise<string> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: accessTokenAlgorithm, typ: tokenType, kid: key.kid })
    .setSubject(sub)
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt(now)
    .setNotBefore(options.notBefore ?? now)
    .setExpirationTime(now + options.ttlSeconds)
    .setJti(randomUUID())
    .sign(key.privateKey);
}
