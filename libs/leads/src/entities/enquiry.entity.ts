import type { AppointmentTimeWindow, ContactFormType, DeliveryState, EnquirySituation, EnquiryStatus } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LeadSourceColumns } from './lead-source.embedded';

// One contact-form submission, stored before anything is mailed. The delivery columns of its two
// mails (notify*, ack*) are written only through DeliveryRecorder; a skipped mail keeps its reason
// in the error column.
@Entity({ name: 'enquiries', schema: 'content' })
export class EnquiryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'form_type', type: 'varchar', length: 40 })
  formType: ContactFormType;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 100 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'client_ip', type: 'varchar', length: 64, nullable: true })
  clientIp: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  // Same visitor, same message: a resubmission within the dedupe window reuses the row.
  @Column({ name: 'dedupe_key', type: 'char', length: 64 })
  dedupeKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: EnquiryStatus;

  // The latest status change (every one is in EnquiryStatusChangeEntity); null until the first.
  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;

  @Column({ name: 'status_changed_by_name', type: 'varchar', length: 100, nullable: true })
  statusChangedByName: string | null;

  @Column({ name: 'status_changed_by_email', type: 'varchar', length: 254, nullable: true })
  statusChangedByEmail: string | null;

  // The staff user following it up: the account's id and the name it had when assigned.
  @Column({ name: 'assignee_id', type: 'varchar', length: 64, nullable: true })
  assigneeId: string | null;

  @Column({ name: 'assignee_name', type: 'varchar', length: 100, nullable: true })
  assigneeName: string | null;

  @Column({ name: 'notify_state', type: 'varchar', length: 10, default: 'queued' })
  notifyState: DeliveryState;

  @Column({ name: 'notify_attempts', type: 'integer', default: 0 })
  notifyAttempts: number;

  @Column({ name: 'notify_error', type: 'text', nullable: true })
  notifyError: string | null;

  @Column({ name: 'notify_sent_at', type: 'timestamptz', nullable: true })
  notifySentAt: Date | null;

  @Column({ name: 'ack_state', type: 'varchar', length: 10, default: 'queued' })
  ackState: DeliveryState;

  @Column({ name: 'ack_attempts', type: 'integer', default: 0 })
  ackAttempts: number;

  @Column({ name: 'ack_error', type: 'text', nullable: true })
  ackError: string | null;

  @Column({ name: 'ack_sent_at', type: 'timestamptz', nullable: true })
  ackSentAt: Date | null;

  // When the mail jobs were last handed to the queue; the sweeper re-checks rows left queued after it.
  @Column({ name: 'queued_at', type: 'timestamptz', default: () => 'now()' })
  queuedAt: Date;

  @Column({ type: 'varchar', length: 20, nullable: true })
  situation: EnquirySituation | null;

  // No heat, no cooling or a gas smell; set from the situation when stored.
  @Column({ type: 'boolean', default: false })
  urgent: boolean;

  @Column({ name: 'time_window', type: 'varchar', length: 20, nullable: true })
  timeWindow: AppointmentTimeWindow | null;

  // As Canada Post prints it ("L9T 1P7").
  @Column({ name: 'postal_code', type: 'varchar', length: 7, nullable: true })
  postalCode: string | null;

  @Column({ name: 'outside_service_area', type: 'boolean', default: false })
  outsideServiceArea: boolean;

  // Where the visit that brought it came from (columns landing_page, referrer_host, utm_*).
  @Column(() => LeadSourceColumns, { prefix: false })
  source: LeadSourceColumns;
}
