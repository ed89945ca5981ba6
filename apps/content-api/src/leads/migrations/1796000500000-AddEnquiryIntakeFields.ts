import type { MigrationInterface, QueryRunner } from 'typeorm';

// What the visitor says is happening (urgent derived from it, so the office can call those first), and
// the appointment's time window and postal code with whether it lies outside the service areas.
// Earlier enquiries asked none of this: no situation, not urgent, inside.
export class AddEnquiryIntakeFields1796000500000 implements MigrationInterface {
  name = 'AddEnquiryIntakeFields1796000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE content.enquiries
        ADD COLUMN situation varchar(20) CONSTRAINT enquiries_situation_check CHECK (situation IN ('no-heat', 'no-cooling', 'gas-smell', 'other')),
        ADD COLUMN urgent boolean NOT NULL DEFAULT false,
        ADD COLUMN time_window varchar(20) CONSTRAINT enquiries_time_window_check CHECK (time_window IN ('any', 'morning', 'afternoon', 'evening')),
        ADD COLUMN postal_code varchar(7),
        ADD COLUMN outside_service_area boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE content.enquiries
        DROP COLUMN outside_service_area,
        DROP COLUMN postal_code,
        DROP COLUMN time_window,
        DROP COLUMN urgent,
        DROP COLUMN situation`);
  }
}
