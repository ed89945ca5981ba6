import type { BookingMailKind, BookingStatus, MailJob } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MailDeliveryColumns } from '@hvac/mail-queue';
import { HashedLinkToken } from './hashed-link-token';

// An enquiry booked into a dated arrival window (Toronto wall times). content-api writes it under the
// window's row lock (content.booking_slots); mailer-worker reads it for the confirmation and reminder.
// `version` grows with every move or cancellation, so a mail or reminder made for an earlier version is
// recognised as stale.
@Entity({ name: 'bookings', schema: 'content' })
export class BookingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'enquiry_id', type: 'integer' })
  enquiryId: number;

  // The window: its Toronto date and start ("2026-12-03", "08:00") name it; end and instants as booked.
  @Column({ type: 'date' })
  day: string;

  @Column({ name: 'start_time', type: 'varchar', length: 5 })
  startTime: string;

  @Column({ name: 'end_time', type: 'varchar', length: 5 })
  endTime: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'varchar', length: 10, default: 'booked' })
  status: BookingStatus;

  @Column({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

// A manage link of a booking, as the SHA-256 of its token (the mail carries the token). Single purpose:
// once used to reschedule or cancel it is spent; the mail that follows carries a new one.
@Entity({ name: 'booking_manage_tokens', schema: 'content' })
export class BookingManageTokenEntity extends HashedLinkToken {
  @Column({ name: 'booking_id', type: 'integer' })
  bookingId: number;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}

// One mail of a booking, made for one version of it: the worker sends a confirmation or reminder only
// while the booking is still at that version (and booked), so a moved or cancelled booking never gets a
// stale one. Delivery columns as every other mail's.
@Entity({ name: 'booking_mails', schema: 'content' })
export class BookingMailEntity extends MailDeliveryColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'booking_id', type: 'integer' })
  bookingId: number;

  @Column({ type: 'varchar', length: 12 })
  kind: BookingMailKind;

  @Column({ name: 'booking_version', type: 'integer' })
  bookingVersion: number;

  // When a delayed mail (the reminder) is due; null: as soon as it is queued.
  @Column({ name: 'due_at', type: 'timestamptz', nullable: true })
  dueAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export function bookingMailJob(row: Pick<BookingMailEntity, 'id' | 'bookingId' | 'kind' | 'bookingVersion'>): MailJob {
  return { kind: 'booking-mail', bookingMailId: row.id, bookingId: row.bookingId, mail: row.kind, version: row.bookingVersion };
}
