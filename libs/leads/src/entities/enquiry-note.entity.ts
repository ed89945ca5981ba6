import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// An internal note on an enquiry, never shown to the visitor; notes are only added, and go with the enquiry.
@Entity({ name: 'enquiry_notes', schema: 'content' })
export class EnquiryNoteEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'enquiry_id', type: 'integer' })
  enquiryId: number;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'author_id', type: 'varchar', length: 64 })
  authorId: string;

  @Column({ name: 'author_name', type: 'varchar', length: 100 })
  authorName: string;

  @Column({ name: 'author_email', type: 'varchar', length: 254 })
  authorEmail: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
