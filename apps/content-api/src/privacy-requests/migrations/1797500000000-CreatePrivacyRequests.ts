import type { MigrationInterface, QueryRunner } from 'typeorm';

// PIPEDA requests (PrivacyRequestEntity) and the suppression list an erasure leaves (MailSuppressionEntity
// in @hvac/leads, read by mailer-worker before every mail to a visitor).
export class CreatePrivacyRequests1797500000000 implements MigrationInterface {
  name = 'CreatePrivacyRequests1797500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.privacy_requests (
        id serial PRIMARY KEY,
        type varchar(10) NOT NULL CHECK (type IN ('find', 'export', 'erase')),
        requester_name varchar(100) NOT NULL,
        email varchar(254),
        phone varchar(30),
        note text NOT NULL DEFAULT '',
        received_at timestamptz NOT NULL DEFAULT now(),
        due_at timestamptz NOT NULL,
        answered_at timestamptz,
        erased_at timestamptz,
        recorded_by varchar(254) NOT NULL
      )`);
    await q.query(`CREATE INDEX privacy_requests_open_idx ON content.privacy_requests (due_at) WHERE answered_at IS NULL`);
    await q.query(`
      CREATE TABLE content.mail_suppressions (
        address_hash char(64) PRIMARY KEY,
        reason varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.mail_suppressions`);
    await q.query(`DROP TABLE content.privacy_requests`);
  }
}
