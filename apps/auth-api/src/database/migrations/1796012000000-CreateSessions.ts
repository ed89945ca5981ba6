import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSessions1796012000000 implements MigrationInterface {
  name = 'CreateSessions1796012000000';

  async up(db: QueryRunner): Promise<void> {
    // One row per sign-in: the record of truth for revocation (Redis only caches it). expires_at follows the newest
    // token issued for the session; last_used_at is written at most once a minute and drives the idle timeout.
    await db.query(`
      CREATE TABLE auth.sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        device text NOT NULL,
        address text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX sessions_user_open_idx ON auth.sessions (user_id) WHERE revoked_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth.sessions`);
  }
}
