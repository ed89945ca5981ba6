import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type ReviewTokenPurpose = 'review' | 'unsubscribe';

// A link token of a review mail, as its SHA-256 only (the mail carries the token): the signed redirect
// to the review page, or the unsubscribe page. Each mail gets its own; all stay valid.
@Entity({ name: 'review_tokens', schema: 'content' })
export class ReviewTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'review_request_id', type: 'integer' })
  reviewRequestId: number;

  @Column({ type: 'varchar', length: 12 })
  purpose: ReviewTokenPurpose;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
