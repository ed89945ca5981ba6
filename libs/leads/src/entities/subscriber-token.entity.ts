import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type SubscriberTokenPurpose = 'confirm' | 'unsubscribe';

// One link token of a subscriber, as its SHA-256: the mail carries the token, the table only its hash,
// so a copy of the database cannot confirm or unsubscribe anyone. Every mail gets tokens of its own
// and all stay valid (confirm tokens until they expire), so an older mail's links keep working.
@Entity({ name: 'subscriber_tokens', schema: 'content' })
export class SubscriberTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'subscriber_id', type: 'integer' })
  subscriberId: number;

  @Column({ type: 'varchar', length: 12 })
  purpose: SubscriberTokenPurpose;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
