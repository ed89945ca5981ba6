import { Column, Entity, PrimaryColumn } from 'typeorm';
import { StaffRefColumns } from '@hvac/server-kit';

export type FirstContactVia = 'status' | 'action';

// When staff first answered an enquiry: its first status change away from new (spam aside), or the
// explicit "contacted" action, whichever came first. Response times are measured to it.
@Entity({ name: 'enquiry_first_contacts', schema: 'content' })
export class EnquiryFirstContactEntity {
  @PrimaryColumn({ name: 'enquiry_id', type: 'integer' })
  enquiryId: number;

  @Column({ name: 'contacted_at', type: 'timestamptz' })
  contactedAt: Date;

  @Column({ type: 'varchar', length: 10 })
  via: FirstContactVia;

  @Column(() => StaffRefColumns, { prefix: 'by' })
  by: StaffRefColumns;
}
