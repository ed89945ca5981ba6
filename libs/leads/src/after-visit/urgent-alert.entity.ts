import type { DeliveryState } from '@hvac/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

// The alerts of one urgent enquiry: the push when it came in, and the one reminder (push and mail) when
// it was still new after the owner's delay. The mail's delivery is written through DeliveryRecorder.
@Entity({ name: 'urgent_alerts', schema: 'content' })
export class UrgentAlertEntity {
  @PrimaryColumn({ name: 'enquiry_id', type: 'integer' })
  enquiryId: number;

  // How many devices the first push reached, and when.
  @Column({ name: 'pushed_at', type: 'timestamptz', nullable: true })
  pushedAt: Date | null;

  @Column({ name: 'pushed_devices', type: 'integer', default: 0 })
  pushedDevices: number;

  @Column({ name: 'reminded_at', type: 'timestamptz', nullable: true })
  remindedAt: Date | null;

  // The assignee's address when known (from their devices), else the business's inbox (null).
  @Column({ name: 'mail_to', type: 'varchar', length: 254, nullable: true })
  mailTo: string | null;

  @Column({ name: 'mail_state', type: 'varchar', length: 10, default: 'queued' })
  mailState: DeliveryState;

  @Column({ name: 'mail_attempts', type: 'integer', default: 0 })
  mailAttempts: number;

  @Column({ name: 'mail_error', type: 'text', nullable: true })
  mailError: string | null;

  @Column({ name: 'mail_sent_at', type: 'timestamptz', nullable: true })
  mailSentAt: Date | null;
}
