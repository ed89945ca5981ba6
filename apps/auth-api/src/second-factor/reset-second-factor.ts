import type Redis from 'ioredis';
import type { EntityManager } from 'typeorm';
import { endUserAccess } from '../sessions/revoke-sessions';

// Someone lost their phone and their recovery codes: the owner (or the command line) switches their factor off.
// Their sessions end too, so the next sign-in is one with the password alone, followed by a new enrolment when the
// owner requires a factor. Returns whether a factor (on or being set up) was removed.
export async function resetSecondFactor(db: EntityManager, redis: Redis | undefined, userId: string): Promise<boolean> {
  await db.query(`DELETE FROM auth.recovery_codes WHERE user_id = $1`, [userId]);
  const [, removed] = (await db.query(`DELETE FROM auth.second_factors WHERE user_id = $1`, [userId])) as [unknown, number];
  await endUserAccess(db, redis, userId);
  return removed > 0;
}
