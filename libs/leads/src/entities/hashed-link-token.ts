import { Column, CreateDateColumn, PrimaryColumn } from 'typeorm';

// What every link-token table keeps: the token's SHA-256 (the mail carries the token, the table only its hash,
// so a copy of the database opens no link) and when it was issued.
export abstract class HashedLinkToken {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

// A link token of a mail that carries links for more than one purpose (confirm or review, and unsubscribe):
// the row says which link the token opens.
export abstract class PurposedLinkToken<Purpose extends string> extends HashedLinkToken {
  @Column({ type: 'varchar', length: 12 })
  purpose: Purpose;
}
