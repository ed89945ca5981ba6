import type { MigrationInterface, QueryRunner } from 'typeorm';

// Bots' submissions are kept and marked as spam instead of being dropped; a mail can be skipped on
// purpose (a bot's submission, or a receipt already sent to the address that day), with the reason
// in its error column; and the addresses that got a receipt are remembered to allow one a day.
export class MarkSpamAndSkippedMails1795900000000 implements MigrationInterface {
  name = 'MarkSpamAndSkippedMails1795900000000';

  async up(q: QueryRunner): Promise<void> {
    // The owner's follow-up states will widen this check.
    await q.query(
      `ALTER TABLE content.enquiries ADD COLUMN status varchar(20) NOT NULL DEFAULT 'new' CONSTRAINT enquiries_status_check CHECK (status IN ('new', 'spam'))`,
    );
    await setChecks(q, "'queued', 'sent', 'failed', 'skipped'", "'pending', 'confirmed', 'unsubscribed', 'spam'");
    await q.query(`
      CREATE TABLE content.acknowledged_addresses (
        address varchar(254) PRIMARY KEY,
        enquiry_id integer NOT NULL REFERENCES content.enquiries (id) ON DELETE CASCADE,
        claimed_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.acknowledged_addresses`);
    // The older states know neither: a skipped mail reads as failed, a bot's sign-up goes.
    await q.query(`UPDATE content.enquiries SET notify_state = 'failed' WHERE notify_state = 'skipped'`);
    await q.query(`UPDATE content.enquiries SET ack_state = 'failed' WHERE ack_state = 'skipped'`);
    await q.query(`DELETE FROM content.subscribers WHERE status = 'spam'`);
    await q.query(`UPDATE content.subscribers SET confirm_mail_state = 'failed' WHERE confirm_mail_state = 'skipped'`);
    await setChecks(q, "'queued', 'sent', 'failed'", "'pending', 'confirmed', 'unsubscribed'");
    await q.query(`ALTER TABLE content.enquiries DROP COLUMN status`);
  }
}

// The CHECK constraints of the delivery states and the subscriber status, under the names Postgres
// gave them in CreateLeadsTables.
async function setChecks(q: QueryRunner, deliveryStates: string, subscriberStatuses: string): Promise<void> {
  const check = (table: string, column: string, values: string) =>
    `DROP CONSTRAINT ${table}_${column}_check, ADD CONSTRAINT ${table}_${column}_check CHECK (${column} IN (${values}))`;
  await q.query(`ALTER TABLE content.enquiries ${check('enquiries', 'notify_state', deliveryStates)}, ${check('enquiries', 'ack_state', deliveryStates)}`);
  await q.query(
    `ALTER TABLE content.subscribers ${check('subscribers', 'status', subscriberStatuses)}, ${check('subscribers', 'confirm_mail_state', deliveryStates)}`,
  );
}
