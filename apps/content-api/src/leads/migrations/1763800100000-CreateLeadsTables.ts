import type { MigrationInterface, QueryRunner } from 'typeorm';

// Enquiries and newsletter subscribers. mailer-worker reads these rows and records delivery state in
// them; this migration is the only owner of their shape.
export class CreateLeadsTables1763800100000 implements MigrationInterface {
  name = 'CreateLeadsTables1763800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.enquiries (
        id serial PRIMARY KEY,
        form_type varchar(40) NOT NULL,
        name varchar(100) NOT NULL,
        email varchar(100) NOT NULL,
        phone varchar(30),
        subject varchar(100) NOT NULL,
        message text NOT NULL CHECK (char_length(message) <= 5000),
        client_ip varchar(64),
        user_agent varchar(512),
        dedupe_key char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        notify_state varchar(10) NOT NULL DEFAULT 'queued' CHECK (notify_state IN ('queued', 'sent', 'failed')),
        notify_attempts integer NOT NULL DEFAULT 0,
        notify_error text,
        notify_sent_at timestamptz,
        ack_state varchar(10) NOT NULL DEFAULT 'queued' CHECK (ack_state IN ('queued', 'sent', 'failed')),
        ack_attempts integer NOT NULL DEFAULT 0,
        ack_error text,
        ack_sent_at timestamptz,
        queued_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX enquiries_newest ON content.enquiries (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX enquiries_dedupe ON content.enquiries (dedupe_key, created_at)`);
    // The sweeper only ever looks at rows with a mail still to deliver.
    await q.query(
      `CREATE INDEX enquiries_undelivered ON content.enquiries (queued_at) WHERE notify_state = 'queued' OR ack_state = 'queued'`,
    );

    await q.query(`
      CREATE TABLE content.subscribers (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL UNIQUE,
        status varchar(16) NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        consent_version varchar(40) NOT NULL,
        consent_at timestamptz NOT NULL,
        consent_ip varchar(64),
        consent_user_agent varchar(512),
        source_page varchar(2048),
        confirm_token varchar(64) NOT NULL UNIQUE,
        confirm_round integer NOT NULL DEFAULT 1,
        confirm_requested_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        confirmed_ip varchar(64),
        unsubscribe_token varchar(64) NOT NULL UNIQUE,
        unsubscribed_at timestamptz,
        unsubscribe_method varchar(16) CHECK (unsubscribe_method IN ('one-click', 'page')),
        confirm_mail_state varchar(10) NOT NULL DEFAULT 'queued' CHECK (confirm_mail_state IN ('queued', 'sent', 'failed')),
        confirm_mail_attempts integer NOT NULL DEFAULT 0,
        confirm_mail_error text,
        confirm_mail_sent_at timestamptz,
        queued_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX subscribers_newest ON content.subscribers (created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX subscribers_undelivered ON content.subscribers (queued_at) WHERE confirm_mail_state = 'queued' AND status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.subscribers`);
    await q.query(`DROP TABLE content.enquiries`);
  }
}
