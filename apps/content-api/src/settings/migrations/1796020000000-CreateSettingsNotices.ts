import type { MigrationInterface, QueryRunner } from 'typeorm';

// The mails to the site's previous e-mail address after the owner changed it (SettingsNoticeEntity in @hvac/leads).
export class CreateSettingsNotices1796020000000 implements MigrationInterface {
  name = 'CreateSettingsNotices1796020000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.settings_notices (
        id serial PRIMARY KEY,
        previous_email varchar(254) NOT NULL,
        new_email varchar(254) NOT NULL,
        changed_by varchar(254) NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now(),
        state varchar(10) NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed', 'skipped')),
        attempts integer NOT NULL DEFAULT 0,
        error text,
        sent_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.settings_notices`);
  }
}
