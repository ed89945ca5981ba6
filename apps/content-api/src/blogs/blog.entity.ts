import type { BlogSection } from '@hvac/contracts';
import type { PublishState } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'blogs', schema: 'content' })
export class BlogEntity {
  @PrimaryGeneratedColumn({ name: 'blog_id' })
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ name: 'slug_url', type: 'varchar', length: 200 })
  slug!: string;

  @Column({ name: 'brief_paragraph', type: 'text' })
  briefParagraph!: string;

  @Column({ name: 'blog_image', type: 'varchar', length: 2048 })
  image!: string;

  // A calendar date (YYYY-MM-DD); TypeORM hands `date` columns back as strings.
  @Column({ name: 'published_date', type: 'date' })
  publishedDate!: string;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId!: number;

  @Column({ name: 'meta_title', type: 'varchar', length: 300 })
  metaTitle!: string;

  @Column({ name: 'meta_description', type: 'varchar', length: 300 })
  metaDescription!: string;

  @Column({ name: 'canonical_link', type: 'varchar', length: 2048 })
  canonicalLink!: string;

  @Column({ name: 'blogs_content', type: 'jsonb' })
  sections!: BlogSection[];

  // The share picture chosen from the media library; null: the post's own image.
  @Column({ name: 'og_media_id', type: 'integer', nullable: true })
  ogMediaId!: number | null;

  @Column({ type: 'varchar', length: 16 })
  state!: PublishState;

  // Public from this instant on (scheduled and published); a draft keeps the time it had, if any.
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  // Seeded sample content, shown with a "Sample" badge in the admin until it is edited.
  @Column({ type: 'boolean', default: false })
  sample!: boolean;
}
