import { Column, Entity } from 'typeorm';
import { PurposedLinkToken } from '../entities/hashed-link-token';

export type ReviewTokenPurpose = 'review' | 'unsubscribe';

// A link token of a review mail, as its SHA-256 only (the mail carries the token): the signed redirect
// to the review page, or the unsubscribe page. Each mail gets its own; all stay valid.
@Entity({ name: 'review_tokens', schema: 'content' })
export class ReviewTokenEntity extends PurposedLinkToken<ReviewTokenPurpose> {
  @Column({ name: 'review_request_id', type: 'integer' })
  reviewRequestId: number;
}
