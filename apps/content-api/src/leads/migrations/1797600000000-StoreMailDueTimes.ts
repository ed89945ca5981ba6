import type { MigrationInterface, QueryRunner } from 'typeorm';

// When a delayed mail is due, stored with its row, so the sweeper can re-queue a job Redis lost at its
// own time: a booking's reminder (the day before, at the calendar's reminder time then) and a review
// reminder (the settings' delay after the job was done). Rows from before are filled from the settings
// as they are now (defaults where never saved). The urgent alert mail is due at reminded_at.
export class StoreMailDueTimes1797600000000 implements MigrationInterface {
  name = 'StoreMailDueTimes1797600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.booking_mails ADD COLUMN due_at timestamptz`);
    await q.query(`
      UPDATE content.booking_mails m
         SET due_at = ((b.day - 1) + COALESCE((SELECT (c.document->>'reminderTime')::time FROM content.booking_calendar c LIMIT 1), '17:00'::time))
                      AT TIME ZONE 'America/Toronto'
        FROM content.bookings b
       WHERE b.id = m.booking_id AND m.kind = 'reminder'`);
    await q.query(`ALTER TABLE content.review_requests ADD COLUMN reminder_due_at timestamptz`);
    await q.query(`
      UPDATE content.review_requests
         SET reminder_due_at = COALESCE(job_done_at, created_at)
                               + make_interval(days => COALESCE((SELECT (s.document->'reviews'->>'reminderDelayDays')::int FROM content.site_settings s LIMIT 1), 7))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.review_requests DROP COLUMN reminder_due_at`);
    await q.query(`ALTER TABLE content.booking_mails DROP COLUMN due_at`);
  }
}
