import type { MigrationInterface, QueryRunner } from 'typeorm';

// Two more places an enquiry can stand: done (the job is finished; review requests follow it) and
// cancelled (a booking called off by the customer or the office).
export class AddDoneAndCancelledStatuses1796900000000 implements MigrationInterface {
  name = 'AddDoneAndCancelledStatuses1796900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE content.enquiries
        DROP CONSTRAINT enquiries_status_check,
        ADD CONSTRAINT enquiries_status_check CHECK (status IN ('new', 'contacted', 'booked', 'done', 'cancelled', 'closed', 'spam'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The earlier release knows neither: a finished job reads as closed, a cancelled one as contacted.
    await q.query(`UPDATE content.enquiries SET status = 'closed' WHERE status = 'done'`);
    await q.query(`UPDATE content.enquiries SET status = 'contacted' WHERE status = 'cancelled'`);
    await q.query(`
      ALTER TABLE content.enquiries
        DROP CONSTRAINT enquiries_status_check,
        ADD CONSTRAINT enquiries_status_check CHECK (status IN ('new', 'contacted', 'booked', 'closed', 'spam'))`);
  }
}
