import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSecondFactors1796000900000 implements MigrationInterface {
  name = 'CreateSecondFactors1796000900000';

  async up(db: QueryRunner): Promise<void> {
    // One TOTP factor per user; enabled_at stays null until the user confirmed a code from their app.
    // last_used_step: the RFC 6238 time step of the last accepted code, so a code is never accepted twice.
    await db.query(`
      CREATE TABLE auth.second_factors (
        user_id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
        secret_encrypted text NOT NULL,
        enabled_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE auth.recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX recovery_codes_user_hash_key ON auth.recovery_codes (user_id, code_hash)`);
    // The owner's sign-in settings: exactly one row.
    await db.query(`
      CREATE TABLE auth.sign_in_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        require_second_factor boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`INSERT INTO auth.sign_in_settings (id) VALUES (1)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth.sign_in_settings`);
    await db.query(`DROP TABLE auth.recovery_codes`);
    await db.query(`DROP TABLE auth.second_factors`);
  }
}
