import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// An address that is never mailed again: what an erasure (a PIPEDA request) leaves behind. Only the
// SHA-256 of the normalised address is kept (suppressionHash), so the list names nobody yet still
// recognises the address when a mail to it is about to go out.
@Entity({ name: 'mail_suppressions', schema: 'content' })
export class MailSuppressionEntity {
  @PrimaryColumn({ name: 'address_hash', type: 'char', length: 64 })
  addressHash: string;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
