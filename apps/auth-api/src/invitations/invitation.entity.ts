import type { StaffRole } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// An invitation to join the staff: open until accepted, revoked or expired. Only the token's SHA-256 is kept.
@Entity({ name: 'invitations', schema: 'auth' })
export class Invitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // Stored lower-case, like auth.users.email.
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  role: StaffRole;

  @Column({ name: 'token_hash', type: 'char', length: 64, select: false })
  tokenHash: string;

  // Who invited (e-mail), kept as text so the invitation outlives a deleted inviter.
  @Column({ name: 'invited_by', type: 'varchar', length: 254, nullable: true })
  invitedBy: string | null;

  // The latest mail of this invitation (a resend makes a new one).
  @Column({ name: 'mail_id', type: 'integer', nullable: true })
  mailId: number | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
