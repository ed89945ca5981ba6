import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PublishableColumns } from '../publishing/publishable-columns';

@Entity({ name: 'location_pages', schema: 'content' })
export class LocationPageEntity extends PublishableColumns {
  @PrimaryGeneratedColumn({ name: 'location_id' })
  id!: number;

  @Column({ name: 'slug_url', type: 'varchar', length: 200 })
  slug!: string;

  @Column({ name: 'main_heading', type: 'varchar', length: 200 })
  mainHeading!: string;

  @Column({ name: 'main_paragraph', type: 'text' })
  mainParagraph!: string;

  @Column({ name: 'highlighted_heading', type: 'varchar', length: 200 })
  highlightedHeading!: string;

  @Column({ name: 'heading_1', type: 'varchar', length: 200 })
  heading1!: string;

  @Column({ name: 'heading_2', type: 'varchar', length: 200 })
  heading2!: string;

  @Column({ name: 'heading_3', type: 'varchar', length: 200 })
  heading3!: string;

  @Column({ name: 'heading_4', type: 'varchar', length: 200 })
  heading4!: string;

  @Column({ name: 'paragraph_1', type: 'text' })
  paragraph1!: string;

  @Column({ name: 'paragraph_2', type: 'text' })
  paragraph2!: string;

  @Column({ name: 'paragraph_3', type: 'text' })
  paragraph3!: string;

  @Column({ name: 'paragraph_4', type: 'text' })
  paragraph4!: string;

  @Column({ name: 'meta_title', type: 'varchar', length: 300 })
  metaTitle!: string;

  @Column({ name: 'meta_keywords', type: 'varchar', length: 300 })
  metaKeywords!: string;

  @Column({ name: 'meta_link', type: 'varchar', length: 2048 })
  metaLink!: string;

  @Column({ name: 'meta_description', type: 'varchar', length: 300 })
  metaDescription!: string;
}
