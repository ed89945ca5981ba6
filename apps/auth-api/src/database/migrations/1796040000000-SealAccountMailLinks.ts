import type { MigrationInterface, QueryRunner } from 'typeorm';

// The trigger function that clears a mail's link once its delivery ends, for the column that holds the link. The
// text is what the applied migration ran: keep it byte for byte.
const forgetSentLink = (column: 'link' | 'sealed_link') => `
      CREATE OR REPLACE FUNCTION auth.forget_sent_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.state <> 'queued' THEN NEW.${column} := NULL; END IF;
        RETURN NEW;
      END $$`;

// Account mails keep their link sealed under ACCOUNT_MAIL_KEY (sealed_link) instead of in plain text (link).
export class SealAccountMailLinks1796040000000 implements MigrationInterface {
  name = 'SealAccountMailLinks1796040000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.account_mails ADD COLUMN sealed_link text`);
    // The migration job does not hold the key, so a plain link still waiting to go out cannot be sealed: its mail
    // is withdrawn (the person asks again, the owner resends the invitation). Sent, failed and skipped rows have no
    // link left already (forget_sent_link); dropping the column takes every plain link with it.
    await db.query(`
      UPDATE auth.account_mails SET state = 'skipped', error = 'withdrawn when links began to be stored sealed: ask for a new link'
       WHERE state = 'queued' AND link IS NOT NULL`);
    await db.query(`ALTER TABLE auth.account_mails DROP COLUMN link`);
    await db.query(forgetSentLink('sealed_link'));
  }

  // Sealed links cannot be turned back into plain ones here: waiting mails are withdrawn, as on the way up.
  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.account_mails ADD COLUMN link text`);
    await db.query(`
      UPDATE auth.account_mails SET state = 'skipped', error = 'withdrawn when links stopped being stored sealed: ask for a new link'
       WHERE state = 'queued' AND sealed_link IS NOT NULL`);
    await db.query(forgetSentLink('link'));
    await db.query(`ALTER TABLE auth.account_mails DROP COLUMN sealed_link`);
  }
}
