import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'categories', schema: 'content' })
export class CategoryEntity {
  @PrimaryGeneratedColumn({ name: 'category_id' })
  id!: number;

  @Column({ name: 'category', type: 'varchar', length: 100, unique: true })
  name!: string;

  // Where the category appears in lists; the Categories screen sets it.
  @Column({ name: 'position', type: 'integer', default: 0 })
  position!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
