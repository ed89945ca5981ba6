import { writeCachedSession } from '@hvac/server-kit';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import type { EntityManager } from 'typeorm';

// How long Redis remembers a revocation; after that a verifier asks Postgres again, which says the same.
const revokedCacheSeconds = 3600;

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
