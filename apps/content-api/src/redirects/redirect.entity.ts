import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'redirects', schema: 'content' })
export class RedirectEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'source_path', type: 'varchar', length: 400 })
  sourcePath!: string;

  @Column({ name: 'target_path', type: 'varchar', length: 400 })
  targetPath!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
