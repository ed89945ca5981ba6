import type { MigrationInterface, QueryRunner } from 'typeorm';

// Staff roles replace the single admin flag: every existing admin becomes an owner. Deactivated accounts stay for
// their history but cannot sign in.
export class AddStaffRoles1796000700000 implements MigrationInterface {
  name = 'AddStaffRoles1796000700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE auth.users
        ADD COLUMN role varchar(10) CHECK (role IN ('owner', 'admin', 'editor')),
        ADD COLUMN active boolean NOT NULL DEFAULT true,
        ADD COLUMN last_sign_in_at timestamptz`);
    await db.query(`UPDATE auth.users SET role = 'owner' WHERE is_admin`);
    await db.query(`ALTER TABLE auth.users DROP COLUMN is_admin`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.users ADD COLUMN is_admin boolean NOT NULL DEFAULT false`);
    await db.query(`UPDATE auth.users SET is_admin = role IS NOT NULL`);
    await db.query(`ALTER TABLE auth.users DROP COLUMN role, DROP COLUMN active, DROP COLUMN last_sign_in_at`);
  }
}
