import type { DeliveryState, SubscriberStatus } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LeadSourceColumns } from './lead-source.embedded';

export type UnsubscribeMethod = 'one-click' | 'page';

// A newsletter address with its consent record (CASL: what was agreed to, when, from where). The
// confirmMail* delivery columns are written only through DeliveryRecorder. Its link tokens are in
// SubscriberTokenEntity, hashed.
@Entity({ name: 'subscribers', schema: 'content' })
export class SubscriberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // Stored lower-cased so one address is one subscriber.
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  status: SubscriberStatus;

  @Column({ name: 'consent_version', type: 'varchar', length: 40 })
  consentVersion: string;

  @Column({ name: 'consent_at', type: 'timestamptz' })
  consentAt: Date;

  @Column({ name: 'consent_ip', type: 'varchar', length: 64, nullable: true })
  consentIp: string | null;

  @Column({ name: 'consent_user_agent', type: 'varchar', length: 512, nullable: true })
  consentUserAgent: string | null;

  @Column({ name: 'source_page', type: 'varchar', length: 2048, nullable: true })
  sourcePage: string | null;

  @Column({ name: 'confirm_round', type: 'integer', default: 1 })
  confirmRound: number;

  @Column({ name: 'confirm_requested_at', type: 'timestamptz' })
  confirmRequestedAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'confirmed_ip', type: 'varchar', length: 64, nullable: true })
  confirmedIp: string | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  @Column({ name: 'unsubscribe_method', type: 'varchar', length: 16, nullable: true })
  unsubscribeMethod: UnsubscribeMethod | null;

  @Column({ name: 'confirm_mail_state', type: 'varchar', length: 10, default: 'queued' })
  confirmMailState: DeliveryState;

  @Column({ name: 'confirm_mail_attempts', type: 'integer', default: 0 })
  confirmMailAttempts: number;

  @Column({ name: 'confirm_mail_error', type: 'text', nullable: true })
  confirmMailError: string | null;

  @Column({ name: 'confirm_mail_sent_at', type: 'timestamptz', nullable: true })
  confirmMailSentAt: Date | null;

  @Column({ name: 'queued_at', type: 'timestamptz', default: () => 'now()' })
  queuedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  // Where the visit that brought it came from (columns landing_page, referrer_host, utm_*).
  @Column(() => LeadSourceColumns, { prefix: false })
  source: LeadSourceColumns;
}
