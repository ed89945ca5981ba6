import type { StaffRole } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users', schema: 'auth' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // Stored lower-case, so look-ups and the unique index ignore case.
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  // null: an account without a staff role, which may not enter the admin portal.
  @Column({ type: 'varchar', length: 10, nullable: true })
  role: StaffRole | null;

  // A deactivated user cannot sign in; their name stays on what they wrote.
  @Column({ type: 'boolean', default: true })
  active: boolean;

  // Sessions that started before this are refused everywhere; moved on by whatever ends the user's access.
  @Column({ name: 'sessions_valid_after', type: 'timestamptz' })
  sessionsValidAfter: Date;

  // Signed into the remembered-device cookie; moved on to forget every remembered device of the account.
  @Column({ name: 'device_generation', type: 'integer', default: 0 })
  deviceGeneration: number;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  // The spec's flag: true for every staff role, all of which may enter /admin.
  get isAdmin(): boolean {
    return this.role !== null;
  }

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
