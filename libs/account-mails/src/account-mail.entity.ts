import type { AccountMailKind } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MailDeliveryColumns } from '@hvac/mail-queue';

// One staff account mail (invitation, password reset, unlock link), stored by auth-api before it is queued and
// sent by mailer-worker. The link is as secret as a password: its token's own table keeps only a hash, and this
// row keeps the link sealed (account-mail-link.ts) and only while the mail waits to go out (a trigger clears it
// once delivery ends).
// auth-api's migrations own the table.
@Entity({ name: 'account_mails', schema: 'auth' })
export class AccountMailEntity extends MailDeliveryColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: AccountMailKind;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  // The greeting's name; empty for an invitation, whose person has not told us theirs yet.
  @Column({ name: 'recipient_name', type: 'varchar', length: 100 })
  recipientName: string;

  // sealAccountMailLink's output, never the link itself.
  @Column({ name: 'sealed_link', type: 'text', nullable: true })
  sealedLink: string | null;

  // A link that expired before the mail could go out is not sent.
  @Column({ name: 'link_expires_at', type: 'timestamptz' })
  linkExpiresAt: Date;

  @Column({ name: 'queued_at', type: 'timestamptz', default: () => 'now()' })
  queuedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
