import type { PublishState } from '@hvac/contracts';
import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

// What posts and location pages both keep beside their own fields: the publishing state, the share picture and
// the sample mark. Each entity extends this; TypeORM maps the columns into each one's table.
export abstract class PublishableColumns {
  // The share picture chosen from the media library; null: the item's default (a post's own image, else the
  // site's picture).
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

  // Counts the content saves (create, edit, restore; not the scheduler's relabelling): the If-Match of the next save.
  @Column({ type: 'integer', default: 1 })
  version!: number;

  // Seeded sample content, shown with a "Sample" badge in the admin until it is edited.
  @Column({ type: 'boolean', default: false })
  sample!: boolean;
}
