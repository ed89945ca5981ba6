import type { Blog, LocationPage, RevisionItemType } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'revisions', schema: 'content' })
export class RevisionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'item_type', type: 'varchar', length: 20 })
  itemType!: RevisionItemType;

  @Column({ name: 'item_id', type: 'integer' })
  itemId!: number;

  @Column({ type: 'varchar', length: 254 })
  author!: string;

  @Column({ type: 'text', array: true })
  changes!: string[];

  @Column({ type: 'jsonb' })
  snapshot!: Blog | LocationPage;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
