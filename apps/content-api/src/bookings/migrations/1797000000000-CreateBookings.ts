import type { MigrationInterface, QueryRunner } from 'typeorm';

// Bookings: the owner's calendar, the dated windows booked (the rows a booking locks), the bookings of
// enquiries, their manage links (hashes only) and their mails.
export class CreateBookings1797000000000 implements MigrationInterface {
  name = 'CreateBookings1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.booking_calendar (
        id smallint PRIMARY KEY CHECK (id = 1),
        document jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by varchar(254) NOT NULL
      )`);
    await q.query(`
      CREATE TABLE content.booking_slots (
        day date NOT NULL,
        start_time varchar(5) NOT NULL,
        PRIMARY KEY (day, start_time)
      )`);
    await q.query(`
      CREATE TABLE content.bookings (
        id serial PRIMARY KEY,
        enquiry_id integer NOT NULL UNIQUE REFERENCES content.enquiries (id) ON DELETE CASCADE,
        day date NOT NULL,
        start_time varchar(5) NOT NULL,
        end_time varchar(5) NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'done', 'cancelled')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (day, start_time) REFERENCES content.booking_slots (day, start_time)
      )`);
    // Counting a window's places and reading a day's schedule.
    await q.query(`CREATE INDEX bookings_window_idx ON content.bookings (day, start_time) WHERE status <> 'cancelled'`);
    await q.query(`
      CREATE TABLE content.booking_manage_tokens (
        token_hash char(64) PRIMARY KEY,
        booking_id integer NOT NULL REFERENCES content.bookings (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX booking_manage_tokens_booking_idx ON content.booking_manage_tokens (booking_id)`);
    await q.query(`
      CREATE TABLE content.booking_mails (
        id serial PRIMARY KEY,
        booking_id integer NOT NULL REFERENCES content.bookings (id) ON DELETE CASCADE,
        kind varchar(12) NOT NULL CHECK (kind IN ('confirmation', 'cancelled', 'reminder')),
        booking_version integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        state varchar(10) NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        error text,
        sent_at timestamptz,
        UNIQUE (booking_id, kind, booking_version)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.booking_mails`);
    await q.query(`DROP TABLE content.booking_manage_tokens`);
    await q.query(`DROP TABLE content.bookings`);
    await q.query(`DROP TABLE content.booking_slots`);
    await q.query(`DROP TABLE content.booking_calendar`);
  }
}
