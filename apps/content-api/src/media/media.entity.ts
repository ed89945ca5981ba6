import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'media', schema: 'content' })
export class MediaEntity {
  @PrimaryGeneratedColumn({ name: 'media_id' })
  id!: number;

  @Column({ type: 'varchar', length: 2048, unique: true })
  url!: string;

  // Empty only when the image is decorative (a CHECK constraint holds this).
  @Column({ type: 'varchar', length: 300 })
  alt!: string;

  @Column({ type: 'boolean', default: false })
  decorative!: boolean;

  @Column({ type: 'varchar', length: 300, default: '' })
  caption!: string;

  // The 1200x630 JPEG rendition for sharing; null until the start-up backfill makes it for an older upload.
  @Column({ name: 'og_url', type: 'varchar', length: 2048, nullable: true })
  ogUrl!: string | null;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ name: 'uploaded_by', type: 'varchar', length: 320, nullable: true })
  uploadedBy!: string | null;

  @CreateDateColumn({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt!: Date;
}
