import type { AccessTokenClaims } from '@hvac/contracts';
import { isStaffRole, tokenType } from '@hvac/contracts';
import type { OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type Redis from 'ioredis';
import { decodeProtectedHeader, type ProtectedHeaderParameters } from 'jose';
import passport from 'passport';
import { ExtractJwt, type SecretOrKeyProvider, Strategy } from 'passport-jwt';
import { AuthUnavailableError, type KeySource, localKeySet, remoteKeySet, TokenRejectedError } from './published-key-set';
import { readCachedSession, type SessionAuthority, sessionTouchIntervalMs } from './session-cache';
import { accessTokenAlgorithm, type PublicJwk } from './token-keys';

export type AuthKitOptions = {
  issuer: string;
  audience: string;
  // content-api: auth-api's published key set, held in memory and refreshed (see published-key-set.ts).
  jwksUrl?: string;
  // auth-api: its own published keys (current and previous), used without a round trip.
  jwks?: { keys: PublicJwk[] };
};

// What a guarded handler receives: the token's claims after every check passed.
export type AuthenticatedUser = AccessTokenClaims & { exp: number };

export { AuthUnavailableError, TokenRejectedError };

export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

// Passport keeps strategies by name in one registry per process. Each AuthKitModule.forRoot registers its own
// name, so two apps in one process (auth-api and a stand-in service in tests) never use each other's keys.
export function createAccessTokenStrategy(name: string, options: AuthKitOptions, redis: Redis, sessions: SessionAuthority): OnModuleDestroy {
  const keys = keySource(options);
  class AccessTokenStrategy extends PassportStrategy(Strategy, name) implements OnModuleDestroy {
    constructor() {
      super({
        jwtFromRequest: bearerToken,
        secretOrKeyProvider: checkHeaderThen(keys),
        // jsonwebtoken checks these, plus exp and nbf; the header (typ, kid) was checked before the key lookup.
        algorithms: [accessTokenAlgorithm],
        issuer: options.issuer,
        audience: options.audience,
        jsonWebTokenOptions: { clockTolerance: 30 },
        passReqToCallback: true,
      });
    }

    // Called with the payload once the signature and the registered claims passed.
    async validate(request: Parameters<typeof bearerToken>[0], payload: Record<string, unknown>): Promise<AuthenticatedUser> {
      const user = claimsOf(payload);
      await checkSession(redis, sessions, user, bearerToken(request) ?? '');
      return user;
    }

    onModuleDestroy(): void {
      keys.close();
      passport.unuse(name);
    }
  }
  return new AccessTokenStrategy();
}

function keySource(options: AuthKitOptions): KeySource {
  if (options.jwks) return localKeySet(options.jwks);
  if (!options.jwksUrl) throw new Error('AuthKitModule needs jwksUrl or jwks');
  return remoteKeySet(options.jwksUrl);
}

// Refuses a token on its header alone before any key lookup: a token of another type or algorithm, or one that
// does not name its key, never reaches the key set. The signature check that follows covers these header bytes.
function checkHeaderThen(keys: KeySource): SecretOrKeyProvider {
  return (_request, rawToken: string, done) => {
    const header = decodeHeader(rawToken);
    const problem = header ? headerProblem(header) : 'token is not a JWS';
    if (problem || !header) return done(new TokenRejectedError(problem));
    keys.keyFor(header).then(
      // passport-jwt hands the key to jsonwebtoken, which takes it as PEM.
      (key) => done(null, key.export({ type: 'spki', format: 'pem' })),
      (error: unknown) => done(error),
    );
  };
}

function decodeHeader(rawToken: string): ProtectedHeaderParameters | undefined {
  try {
    return decodeProtectedHeader(rawToken);
  } catch {
    return undefined;
  }
}

function headerProblem(header: ProtectedHeaderParameters): string | undefined {
  if (header.alg !== accessTokenAlgorithm) return `alg ${String(header.alg)} is not accepted`;
  if (header.typ !== tokenType) return `typ ${String(header.typ)} is not ${tokenType}`;
  if (typeof header.kid !== 'string' || header.kid === '') return 'token has no kid';
  return undefined;
}

function claimsOf(p: Record<string, unknown>): AuthenticatedUser {
  const { sub, email, name, isAdmin, sid, exp, iat, role } = p;
  if (
    typeof sub !== 'string' ||
    typeof email !== 'string' ||
    typeof name !== 'string' ||
    typeof isAdmin !== 'boolean' ||
    typeof sid !== 'string' ||
    sid === '' ||
    typeof exp !== 'number' ||
    typeof iat !== 'number' ||
    !(role === null || isStaffRole(role))
  ) {
    throw new TokenRejectedError('token claims are incomplete');
  }
  // isAdmin is kept for the spec's clients; it must agree with the role, which the guards decide on.
  if (isAdmin !== (role !== null)) throw new TokenRejectedError('token claims disagree on the role');
  return { sub, email, name, isAdmin, sid, exp, role };
}

// A revoked session is refused at once; an active one the cache saw in the last minute passes without a round trip.
// Anything else (no entry after a flush or eviction, a last use due to be recorded, Redis down) goes to the
// session authority, which decides from Postgres: a revocation never depends on Redis remembering it.
async function checkSession(redis: Redis, sessions: SessionAuthority, user: AuthenticatedUser, token: string): Promise<void> {
  const cached = await readCachedSession(redis, user.sid).catch(() => undefined);
  if (cached && (cached.revoked || cached.userId !== user.sub)) throw new TokenRejectedError('session was revoked');
  if (cached && Date.now() - cached.lastUsedAt < sessionTouchIntervalMs) return;
  const verdict = await sessions.check({ sid: user.sid, userId: user.sub, token });
  if (verdict !== 'active') throw new TokenRejectedError(`session is ${verdict}`);
}
