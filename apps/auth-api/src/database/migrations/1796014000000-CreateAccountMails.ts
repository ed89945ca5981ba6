import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccountMails1796014000000 implements MigrationInterface {
  name = 'CreateAccountMails1796014000000';

  async up(db: QueryRunner): Promise<void> {
    // Staff account mails, stored before they are queued; mailer-worker records their delivery here.
    await db.query(`
      CREATE TABLE auth.account_mails (
        id serial PRIMARY KEY,
        kind varchar(20) NOT NULL CHECK (kind IN ('staff-invitation', 'password-reset', 'account-unlock')),
        recipient varchar(254) NOT NULL,
        recipient_name varchar(100) NOT NULL DEFAULT '',
        link text,
        link_expires_at timestamptz NOT NULL,
        state varchar(10) NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        error text,
        sent_at timestamptz,
        queued_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The link lives only as long as its mail waits: once the mail is sent, failed for good or skipped, a copy
    // of the database holds no usable link.
    await db.query(`
      CREATE FUNCTION auth.forget_sent_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.state <> 'queued' THEN NEW.link := NULL; END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER account_mails_forget_sent_link BEFORE UPDATE ON auth.account_mails
      FOR EACH ROW EXECUTE FUNCTION auth.forget_sent_link()`);

    // Invitations: the token is kept as its SHA-256 only. A resend replaces the token (the old link stops
    // working) and moves the expiry on.
    await db.query(`
      CREATE TABLE auth.invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        role varchar(10) NOT NULL CHECK (role IN ('owner', 'admin', 'editor')),
        token_hash char(64) NOT NULL UNIQUE,
        invited_by varchar(254),
        mail_id integer REFERENCES auth.account_mails (id) ON DELETE SET NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // At most one open invitation per address.
    await db.query(`CREATE UNIQUE INDEX invitations_open_email_key ON auth.invitations (email) WHERE accepted_at IS NULL AND revoked_at IS NULL`);

    // Forgotten-password links: SHA-256 of the token only, single-use, short-lived.
    await db.query(`
      CREATE TABLE auth.password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX password_resets_user_idx ON auth.password_resets (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth.password_resets`);
    await db.query(`DROP TABLE auth.invitations`);
    await db.query(`DROP TABLE auth.account_mails`);
    await db.query(`DROP FUNCTION auth.forget_sent_link()`);
  }
}
