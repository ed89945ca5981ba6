import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { hashToken } from '../subscriber-tokens.service';
import { ReviewTokenEntity, type ReviewTokenPurpose } from './review-token.entity';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

// A random token for a review mail's link; only its hash is stored. Returned once, for the mail.
export async function issueReviewToken(manager: EntityManager, reviewRequestId: number, purpose: ReviewTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await manager.insert(ReviewTokenEntity, { tokenHash: hashToken(token), reviewRequestId, purpose });
  return token;
}

// Anything that is not a well-formed token finds nothing, without a query.
export function findReviewToken(manager: EntityManager, token: unknown, purpose: ReviewTokenPurpose): Promise<ReviewTokenEntity | null> {
  if (typeof token !== 'string' || !tokenPattern.test(token)) return Promise.resolve(null);
  return manager.findOneBy(ReviewTokenEntity, { tokenHash: hashToken(token), purpose });
}
