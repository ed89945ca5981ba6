import type { DeliveryState, SubscriberStatus } from '@hvac/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

// The worker's view of content.subscribers (owned by content-api's migrations).
@Entity({ name: 'subscribers', schema: 'content', synchronize: false })
export class SubscriberRecord {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar' })
  status: SubscriberStatus;

  @Column({ name: 'confirm_token', type: 'varchar' })
  confirmToken: string;

  @Column({ name: 'confirm_round', type: 'integer' })
  confirmRound: number;

  @Column({ name: 'confirm_requested_at', type: 'timestamptz' })
  confirmRequestedAt: Date;

  @Column({ name: 'unsubscribe_token', type: 'varchar' })
  unsubscribeToken: string;

  @Column({ name: 'confirm_mail_state', type: 'varchar' })
  confirmMailState: DeliveryState;
}
