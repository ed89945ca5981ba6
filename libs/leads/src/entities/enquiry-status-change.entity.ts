import type { EnquiryStatus } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { StaffSnapshotColumns } from '@hvac/server-kit';

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

  @Column(() => StaffSnapshotColumns, { prefix: 'changed_by' })
  changedBy: StaffSnapshotColumns;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
