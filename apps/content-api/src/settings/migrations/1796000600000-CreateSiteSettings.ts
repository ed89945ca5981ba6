import type { MigrationInterface, QueryRunner } from 'typeorm';

// One row holds the owner's site settings as a JSON document; until it exists the code's defaults apply.
export class CreateSiteSettings1796000600000 implements MigrationInterface {
  name = 'CreateSiteSettings1796000600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.site_settings (
        id smallint PRIMARY KEY CONSTRAINT site_settings_single_row CHECK (id = 1),
        document jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by varchar(254) NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.site_settings`);
  }
}
