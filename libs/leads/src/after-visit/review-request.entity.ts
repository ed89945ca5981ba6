import type { DeliveryState } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// One finished customer's review request and its reminder (at most one of each per enquiry), with the
// CASL record of both messages: the legal basis, where it comes from and when it expires. The delivery
// columns are written only through DeliveryRecorder, like the enquiries'.
@Entity({ name: 'review_requests', schema: 'content' })
export class ReviewRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'enquiry_id', type: 'integer', unique: true })
  enquiryId: number;

  // The customer's address when the job was done; the request goes there even if the enquiry is edited.
  @Column({ type: 'varchar', length: 254 })
  email: string;

  // Implied consent (an existing business relationship), from the job, until two years after it.
  @Column({ name: 'consent_basis', type: 'varchar', length: 80 })
  consentBasis: string;

  @Column({ name: 'consent_source', type: 'varchar', length: 200 })
  consentSource: string;

  // null: skipped by staff before the job was marked done.
  @Column({ name: 'job_done_at', type: 'timestamptz', nullable: true })
  jobDoneAt: Date | null;

  @Column({ name: 'consent_expires_at', type: 'timestamptz', nullable: true })
  consentExpiresAt: Date | null;

  @Column({ name: 'clicked_at', type: 'timestamptz', nullable: true })
  clickedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  // A staff member chose not to ask this customer.
  @Column({ name: 'skipped_by', type: 'varchar', length: 254, nullable: true })
  skippedBy: string | null;

  @Column({ name: 'request_state', type: 'varchar', length: 10, default: 'queued' })
  requestState: DeliveryState;

  @Column({ name: 'request_attempts', type: 'integer', default: 0 })
  requestAttempts: number;

  @Column({ name: 'request_error', type: 'text', nullable: true })
  requestError: string | null;

  @Column({ name: 'request_sent_at', type: 'timestamptz', nullable: true })
  requestSentAt: Date | null;

  @Column({ name: 'reminder_state', type: 'varchar', length: 10, default: 'queued' })
  reminderState: DeliveryState;

  @Column({ name: 'reminder_attempts', type: 'integer', default: 0 })
  reminderAttempts: number;

  @Column({ name: 'reminder_error', type: 'text', nullable: true })
  reminderError: string | null;

  @Column({ name: 'reminder_sent_at', type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;

  // When the reminder is due (the settings' delay after the job was done), for a re-queue at that time.
  @Column({ name: 'reminder_due_at', type: 'timestamptz', nullable: true })
  reminderDueAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
