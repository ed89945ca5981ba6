import { writeCachedSession, writeSessionsValidAfter } from '@hvac/server-kit';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import type { EntityManager } from 'typeorm';
import { userChallengesKey } from '../second-factor/challenge-keys';

// How long Redis remembers a revocation; after that a verifier asks Postgres again, which says the same.
const revokedCacheSeconds = 3600;
// How long Redis remembers a user's "valid after" mark: the longest a token can live (JWT_TTL's maximum).
const validAfterCacheSeconds = 7 * 24 * 3600;

export type RevokeScope = { userId: string; sessionId?: string; exceptSessionId?: string };

// Revokes open sessions in Postgres, then tells the cache so every service refuses them at once. Without Redis
// (or when it fails) the revocation still holds: a cached active entry is trusted for at most a minute.
// Used by the API and by the command line's password reset.
export async function revokeSessions(db: EntityManager, redis: Redis | undefined, scope: RevokeScope): Promise<string[]> {
  const conditions = ['user_id = $1', 'revoked_at IS NULL'];
  const values: string[] = [scope.userId];
  if (scope.sessionId) conditions.push(`id = $${values.push(scope.sessionId)}`);
  if (scope.exceptSessionId) conditions.push(`id <> $${values.push(scope.exceptSessionId)}`);
  const [rows] = (await db.query(`UPDATE auth.sessions SET revoked_at = now() WHERE ${conditions.join(' AND ')} RETURNING id`, values)) as [{ id: string }[], number];
  const ids = rows.map((row) => row.id);
  if (redis && ids.length > 0) {
    await Promise.all(ids.map((id) => writeCachedSession(redis, id, { userId: scope.userId, revoked: true, lastUsedAt: Date.now() }, revokedCacheSeconds))).catch(
      (error: unknown) => new Logger('Sessions').error({ event: 'session.revocation-not-cached', userId: scope.userId, error }),
    );
  }
  return ids;
}

export type EndAccessOptions = { forgetDevices?: boolean };

// Ends everything the user holds: moves "valid after" on (so no session that started before, nor one a sign-in in
// flight is about to create, passes any session check), revokes the open sessions, deletes pending second-factor
// challenges and, with forgetDevices, every remembered-device cookie. In the caller's transaction when `db` is one.
// Deactivation, a role change, a password change or reset, and the command line all come here.
export async function endUserAccess(db: EntityManager, redis: Redis | undefined, userId: string, options: EndAccessOptions = {}): Promise<string[]> {
  // Rounded up to the next millisecond, so every session created before has created_at < the mark.
  const [marks] = (await db.query(
    `UPDATE auth.users SET sessions_valid_after = date_trunc('milliseconds', clock_timestamp()) + interval '1 millisecond',
       device_generation = device_generation + $2
     WHERE id = $1 RETURNING (extract(epoch FROM sessions_valid_after) * 1000)::bigint AS valid_after`,
    [userId, options.forgetDevices ? 1 : 0],
  )) as [{ valid_after: string }[], number];
  const ids = await revokeSessions(db, redis, { userId });
  if (redis) {
    await Promise.all([
      marks[0] ? writeSessionsValidAfter(redis, userId, Number(marks[0].valid_after), validAfterCacheSeconds) : undefined,
      dropPendingChallenges(redis, userId),
    ]).catch((error: unknown) => new Logger('Sessions').error({ event: 'session.valid-after-not-cached', userId, error }));
  }
  return ids;
}

async function dropPendingChallenges(redis: Redis, userId: string): Promise<void> {
  const listed = userChallengesKey(userId);
  const keys = await redis.smembers(listed);
  await redis.del(listed, ...keys);
}
