import { CreateDateColumn, Column, Entity, PrimaryColumn } from 'typeorm';

// An address that asked for no more mail from the business (a review mail's unsubscribe). Together with
// unsubscribed newsletter addresses and enquiries marked spam it keeps every commercial mail away.
@Entity({ name: 'mail_suppressions', schema: 'content' })
export class MailSuppressionEntity {
  // Lower-cased.
  @PrimaryColumn({ type: 'varchar', length: 254 })
  address: string;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
