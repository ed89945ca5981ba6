import type { PrivacyRequestType } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A PIPEDA request as staff recorded it. After an erasure the row stays as proof of the answer, without
// the person's name, address or phone.
@Entity({ name: 'privacy_requests', schema: 'content' })
export class PrivacyRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  type: PrivacyRequestType;

  @Column({ name: 'requester_name', type: 'varchar', length: 100 })
  requesterName: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'text', default: '' })
  note: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ name: 'due_at', type: 'timestamptz' })
  dueAt: Date;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  @Column({ name: 'erased_at', type: 'timestamptz', nullable: true })
  erasedAt: Date | null;

  // The staff member who recorded it (their e-mail, from the token).
  @Column({ name: 'recorded_by', type: 'varchar', length: 254 })
  recordedBy: string;
}
