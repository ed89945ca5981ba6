import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { StaffSnapshotColumns } from '@hvac/server-kit';

// An internal note on an enquiry, never shown to the visitor; notes are only added, and go with the enquiry.
@Entity({ name: 'enquiry_notes', schema: 'content' })
export class EnquiryNoteEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'enquiry_id', type: 'integer' })
  enquiryId: number;

  @Column({ type: 'text' })
  body: string;

  @Column(() => StaffSnapshotColumns, { prefix: 'author' })
  author: StaffSnapshotColumns;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
