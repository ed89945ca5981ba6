import type { BlogSection } from '@hvac/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PublishableColumns } from '../publishing/publishable-columns';

@Entity({ name: 'blogs', schema: 'content' })
export class BlogEntity extends PublishableColumns {
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
}
