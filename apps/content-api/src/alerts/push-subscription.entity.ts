import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { StaffSnapshotColumns } from '@hvac/server-kit';

// One staff device that turned on push in the admin: the browser's push endpoint and keys, and who
// turned it on (their address is where an urgent reminder mails them when they are the assignee).
@Entity({ name: 'push_subscriptions', schema: 'content' })
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 1000, unique: true })
  endpoint: string;

  @Column({ type: 'varchar', length: 200 })
  p256dh: string;

  @Column({ type: 'varchar', length: 100 })
  auth: string;

  @Column(() => StaffSnapshotColumns, { prefix: 'user' })
  user: StaffSnapshotColumns;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_sent_at', type: 'timestamptz', nullable: true })
  lastSentAt: Date | null;
}
