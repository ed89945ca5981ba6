import type { PreviewKind } from '@hvac/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'preview_links', schema: 'content' })
export class PreviewLinkEntity {
  // SHA-256 (hex) of the link's token; the token itself is only ever in the link.
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: PreviewKind;

  @Column({ name: 'item_id', type: 'integer' })
  itemId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
