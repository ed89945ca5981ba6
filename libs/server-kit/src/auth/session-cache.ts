import type Redis from 'ioredis';

// What auth-api caches in Redis about one sign-in session. Postgres holds the record of truth; a missing entry
// (a Redis restart, flush or eviction) only means the verifier asks again, never that the session is valid.
// startedAt: when the session began (ms), compared with the user's "valid after" mark.
export type CachedSession = { userId: string; revoked: boolean; lastUsedAt: number; startedAt?: number };

export const sessionCacheKey = (sessionId: string) => `auth:session:${sessionId}`;
// The user's "valid after" time (ms): sessions that started before it are refused, whatever their own entry says.
export const sessionsValidAfterKey = (userId: string) => `auth:sessions-valid-after:${userId}`;

// A session's last use is written at most this often; a cached entry younger than this answers on its own.
export const sessionTouchIntervalMs = 60_000;

// The answer of the record of truth for one token's session: only 'active' lets the request through.
export type SessionVerdict = 'active' | 'revoked' | 'idle' | 'expired' | 'unknown';

// Decides a session the cache could not vouch for, and records its use: auth-api reads Postgres, other services
// ask auth-api. Throws AuthUnavailableError when the decision cannot be made.
export type SessionAuthority = {
  check: (session: { sid: string; userId: string; token: string }) => Promise<SessionVerdict>;
};

// A cached entry that began before its user's "valid after" mark reads as revoked: a session created while the
// account was being deactivated, demoted or given a new password cannot live on in the cache for its last minute.
// An entry without startedAt (written by an older release) counts as started before any mark.
export async function readCachedSession(redis: Redis, sessionId: string): Promise<CachedSession | undefined> {
  const raw = await redis.get(sessionCacheKey(sessionId));
  if (!raw) return undefined;
  const parsed = JSON.parse(raw) as Partial<CachedSession>;
  if (typeof parsed.userId !== 'string' || typeof parsed.revoked !== 'boolean' || typeof parsed.lastUsedAt !== 'number') return undefined;
  const entry: CachedSession = { userId: parsed.userId, revoked: parsed.revoked, lastUsedAt: parsed.lastUsedAt, startedAt: parsed.startedAt };
  if (entry.revoked) return entry;
  const validAfter = Number(await redis.get(sessionsValidAfterKey(entry.userId)));
  return validAfter > (parsed.startedAt ?? 0) ? { ...entry, revoked: true } : entry;
}

// Records a user's new "valid after" mark for every verifier; kept as long as any token can live.
export async function writeSessionsValidAfter(redis: Redis, userId: string, validAfterMs: number, ttlSeconds: number): Promise<void> {
  await redis.set(sessionsValidAfterKey(userId), String(validAfterMs), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
}

export async function writeCachedSession(redis: Redis, sessionId: string, entry: CachedSession, ttlSeconds: number): Promise<void> {
  await redis.set(sessionCacheKey(sessionId), JSON.stringify(entry), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
}

// auth-api provides its own authority (the sessions table) under this token; without it, the remote check is used.
export const SESSION_AUTHORITY = Symbol('SESSION_AUTHORITY');
