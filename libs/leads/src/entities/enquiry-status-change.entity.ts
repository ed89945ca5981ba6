import type { EnquiryStatus } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// One change of an enquiry's status and the signed-in user who made it; removed with the enquiry.
@Entity({ name: 'enquiry_status_changes', schema: 'content' })
export class EnquiryStatusChangeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'enquiry_id', type: 'integer' })
  enquiryId: number;

  @Column({ name: 'from_status', type: 'varchar', length: 20 })
  fromStatus: EnquiryStatus;

  @Column({ name: 'to_status', type: 'varchar', length: 20 })
  toStatus: EnquiryStatus;

  @Column({ name: 'changed_by_id', type: 'varchar', length: 64 })
  changedById: string;

  @Column({ name: 'changed_by_name', type: 'varchar', length: 100 })
  changedByName: string;

  @Column({ name: 'changed_by_email', type: 'varchar', length: 254 })
  changedByEmail: string;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
