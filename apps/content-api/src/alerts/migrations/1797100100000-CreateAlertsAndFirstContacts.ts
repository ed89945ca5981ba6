import type { MigrationInterface, QueryRunner } from 'typeorm';

// The staff's push devices, the development VAPID key pair, each urgent enquiry's alerts, and each
// enquiry's first contact (backfilled from the status history: the first change by staff away from new).
export class CreateAlertsAndFirstContacts1797100100000 implements MigrationInterface {
  name = 'CreateAlertsAndFirstContacts1797100100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.push_subscriptions (
        id serial PRIMARY KEY,
        endpoint varchar(1000) NOT NULL UNIQUE,
        p256dh varchar(200) NOT NULL,
        auth varchar(100) NOT NULL,
        user_id varchar(64) NOT NULL,
        user_name varchar(100) NOT NULL,
        user_email varchar(254) NOT NULL,
        user_agent varchar(512),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user_idx ON content.push_subscriptions (user_id)`);
    await q.query(`
      CREATE TABLE content.vapid_keys (
        id smallint PRIMARY KEY CHECK (id = 1),
        public_key varchar(200) NOT NULL,
        private_key varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE content.urgent_alerts (
        enquiry_id integer PRIMARY KEY REFERENCES content.enquiries (id) ON DELETE CASCADE,
        pushed_at timestamptz,
        pushed_devices integer NOT NULL DEFAULT 0,
        reminded_at timestamptz,
        mail_to varchar(254),
        mail_state varchar(10) NOT NULL DEFAULT 'queued' CHECK (mail_state IN ('queued', 'sent', 'failed', 'skipped')),
        mail_attempts integer NOT NULL DEFAULT 0,
        mail_error text,
        mail_sent_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE content.enquiry_first_contacts (
        enquiry_id integer PRIMARY KEY REFERENCES content.enquiries (id) ON DELETE CASCADE,
        contacted_at timestamptz NOT NULL,
        via varchar(10) NOT NULL CHECK (via IN ('status', 'action')),
        by_id varchar(64) NOT NULL,
        by_name varchar(100) NOT NULL
      )`);
    await q.query(`CREATE INDEX enquiry_first_contacts_at_idx ON content.enquiry_first_contacts (contacted_at)`);
    await q.query(`
      INSERT INTO content.enquiry_first_contacts (enquiry_id, contacted_at, via, by_id, by_name)
      SELECT DISTINCT ON (enquiry_id) enquiry_id, changed_at, 'status', changed_by_id, changed_by_name
      FROM content.enquiry_status_changes
      WHERE from_status = 'new' AND to_status NOT IN ('new', 'spam')
      ORDER BY enquiry_id, changed_at, id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.enquiry_first_contacts`);
    await q.query(`DROP TABLE content.urgent_alerts`);
    await q.query(`DROP TABLE content.vapid_keys`);
    await q.query(`DROP TABLE content.push_subscriptions`);
  }
}
