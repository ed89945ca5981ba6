import type { BookingCalendar } from '@hvac/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

// One row per dated window that has ever been booked: the row a booking locks (SELECT ... FOR UPDATE)
// while it counts the window's bookings, so concurrent bookings of one window are decided one at a time.
@Entity({ name: 'booking_slots', schema: 'content' })
export class BookingSlotEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ name: 'start_time', type: 'varchar', length: 5 })
  startTime: string;
}

// The owner's calendar: one JSONB row, like the site settings, in a table of its own.
@Entity({ name: 'booking_calendar', schema: 'content' })
export class BookingCalendarEntity {
  static readonly rowId = 1;

  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'jsonb' })
  document: BookingCalendar;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'updated_by', type: 'varchar', length: 254 })
  updatedBy: string;
}
