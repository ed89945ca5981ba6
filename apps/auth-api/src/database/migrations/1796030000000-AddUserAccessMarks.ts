import type { MigrationInterface, QueryRunner } from 'typeorm';

// Two per-user marks that end access without depending on anyone remembering a list:
// - sessions_valid_after: a session that started before it is refused by every session check (deactivation, a
//   role change, a password change or reset move it on); sign-in creates a session only while it is unchanged
//   since the password was checked.
// - device_generation: signed into the remembered-device cookie; moving it on forgets every remembered device.
export class AddUserAccessMarks1796030000000 implements MigrationInterface {
  name = 'AddUserAccessMarks1796030000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.users ADD COLUMN sessions_valid_after timestamptz NOT NULL DEFAULT '1970-01-01T00:00:00Z'`);
    await db.query(`ALTER TABLE auth.users ADD COLUMN device_generation integer NOT NULL DEFAULT 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.users DROP COLUMN device_generation`);
    await db.query(`ALTER TABLE auth.users DROP COLUMN sessions_valid_after`);
  }
}
