import type Redis from 'ioredis';

// What auth-api caches in Redis about one sign-in session. Postgres holds the record of truth; a missing entry
// (a Redis restart, flush or eviction) only means the verifier asks again, never that the session is valid.
export type CachedSession = { userId: string; revoked: boolean; lastUsedAt: number };

export const sessionCacheKey = (sessionId: string) => `auth:session:${sessionId}`;

// A session's last use is written at most this often; a cached entry younger than this answers on its own.
export const sessionTouchIntervalMs = 60_000;

// The answer of the record of truth for one token's session: only 'active' lets the request through.
export type SessionVerdict = 'active' | 'revoked' | 'idle' | 'expired' | 'unknown';

// Decides a session the cache could not vouch for, and records its use: auth-api reads Postgres, other services
// ask auth-api. Throws AuthUnavailableError when the decision cannot be made.
export type SessionAuthority = {
  check: (session: { sid: string; userId: string; token: string }) => Promise<SessionVerdict>;
};

export async function readCachedSession(redis: Redis, sessionId: string): Promise<CachedSession | undefined> {
  const raw = await redis.get(sessionCacheKey(sessionId));
  if (!raw) return undefined;
  const parsed = JSON.parse(raw) as Partial<CachedSession>;
  if (typeof parsed.userId !== 'string' || typeof parsed.revoked !== 'boolean' || typeof parsed.lastUsedAt !== 'number') return undefined;
  return { userId: parsed.userId, revoked: parsed.revoked, lastUsedAt: parsed.lastUsedAt };
}

export async function writeCachedSession(redis: Redis, sessionId: string, entry: CachedSession, ttlSeconds: number): Promise<void> {
  await redis.set(sessionCacheKey(sessionId), JSON.stringify(entry), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
}

// auth-api provides its own authority (the sessions table) under this token; without it, the remote check is used.
export const SESSION_AUTHORITY = Symbol('SESSION_AUTHORITY');
