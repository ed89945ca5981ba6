import type { AccessTokenClaims } from '@hvac/contracts';
import { tokenType } from '@hvac/contracts';
import type Redis from 'ioredis';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTHeaderParameters,
  type FlattenedJWSInput,
  type JWTPayload,
} from 'jose';
import { accessTokenAlgorithm, tokenVersionKey } from './token-keys';

export type AuthKitOptions = {
  issuer: string;
  audience: string;
  // content-api: auth-api's published key set. auth-api itself passes its own `jwks` instead.
  jwksUrl?: string;
  jwks?: JSONWebKeySet;
  clockToleranceSeconds?: number;
  // Least time between two fetches of the key set; an unknown kid triggers a refetch once it has passed.
  jwksCooldownMs?: number;
};

// What a guarded handler receives: the token's claims after every check passed.
export type AuthenticatedUser = AccessTokenClaims & { exp: number };

// The token is not acceptable (bad signature, expired, revoked, ...): the caller answers 401.
export class TokenRejectedError extends Error {
  override name = 'TokenRejectedError';
}

// The token could not be checked (key set or Redis unreachable): the caller answers 503, never lets it through.
export class AuthUnavailableError extends Error {
  override name = 'AuthUnavailableError';
}

type KeyLookup = (header: JWTHeaderParameters, token: FlattenedJWSInput) => ReturnType<ReturnType<typeof createRemoteJWKSet>>;

// These lookup failures are about the token (its kid), not about reaching the key set.
const tokenKeyErrors = new Set(['ERR_JWKS_NO_MATCHING_KEY', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS']);

export class AccessTokenVerifier {
  private readonly keys: KeyLookup;

  constructor(
    private readonly options: AuthKitOptions,
    private readonly redis: Redis,
  ) {
    const keySet = options.jwks
      ? createLocalJWKSet(options.jwks)
      : createRemoteJWKSet(new URL(required(options.jwksUrl, 'jwksUrl')), {
          // An unknown kid refetches the set (key rotation) at most this often.
          cooldownDuration: options.jwksCooldownMs ?? 30_000,
          cacheMaxAge: 10 * 60_000,
          timeoutDuration: 5_000,
        });
    this.keys = async (header, token) => {
      if (typeof header.kid !== 'string' || header.kid === '') throw new TokenRejectedError('token has no kid');
      try {
        return await keySet(header, token);
      } catch (error) {
        if (error instanceof errors.JOSEError && tokenKeyErrors.has(error.code)) throw error;
        throw new AuthUnavailableError(`signing keys unavailable: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
  }

  async verify(token: string): Promise<AuthenticatedUser> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        algorithms: [accessTokenAlgorithm],
        issuer: this.options.issuer,
        audience: this.options.audience,
        typ: tokenType,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: this.options.clockToleranceSeconds ?? 30,
      }));
    } catch (error) {
      if (error instanceof AuthUnavailableError || error instanceof TokenRejectedError) throw error;
      if (error instanceof errors.JOSEError) throw new TokenRejectedError(`${error.code}: ${error.message}`);
      throw error;
    }
    const user = claimsOf(payload);
    await this.checkNotRevoked(user);
    return user;
  }

  private async checkNotRevoked(user: AuthenticatedUser): Promise<void> {
    let stored: string | null;
    try {
      stored = await this.redis.get(tokenVersionKey(user.sub));
    } catch (error) {
      throw new AuthUnavailableError(`token version unavailable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (user.ver !== Number(stored ?? 0)) throw new TokenRejectedError('token was revoked');
  }
}

function claimsOf(p: JWTPayload): AuthenticatedUser {
  const { sub, email, name, isAdmin, ver, exp } = p;
  if (
    typeof sub !== 'string' ||
    typeof email !== 'string' ||
    typeof name !== 'string' ||
    typeof isAdmin !== 'boolean' ||
    typeof ver !== 'number' ||
    !Number.isInteger(ver) ||
    typeof exp !== 'number'
  ) {
    throw new TokenRejectedError('token claims are incomplete');
  }
  return { sub, email, name, isAdmin, ver, exp };
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`AuthKitModule needs ${name} or jwks`);
  return value;
}
