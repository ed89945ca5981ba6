import type { DeliveryState } from '@hvac/contracts';
import { Column } from 'typeorm';

// The delivery columns of a table with one mail per row (account mails, settings notices, booking mails),
// written only by DeliveryRecorder.
export abstract class MailDeliveryColumns {
  @Column({ type: 'varchar', length: 10, default: 'queued' })
  state: DeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
