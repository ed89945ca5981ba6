import type { ContactFormType, DeliveryState } from '@hvac/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

// The worker's view of content.enquiries: what it needs to render a mail and record its delivery.
// content-api's migrations own the table; the worker never creates or alters it.
@Entity({ name: 'enquiries', schema: 'content', synchronize: false })
export class EnquiryRecord {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'form_type', type: 'varchar' })
  formType: ContactFormType;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar', nullable: true })
  phone: string | null;

  @Column({ type: 'varchar' })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'notify_state', type: 'varchar' })
  notifyState: DeliveryState;

  @Column({ name: 'ack_state', type: 'varchar' })
  ackState: DeliveryState;
}
