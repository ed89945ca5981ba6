import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SubscriberTokenEntity, type SubscriberTokenPurpose } from './entities/subscriber-token.entity';

// 32 random bytes, base64url: what every link token looks like (older rows' tokens too).
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Issues the tokens of newsletter links and finds them again by hash. The token itself is returned
// once, for the mail or page that shows it, and never stored.
@Injectable()
export class SubscriberTokens {
  constructor(@InjectRepository(SubscriberTokenEntity) private readonly tokens: Repository<SubscriberTokenEntity>) {}

  async issue(subscriberId: number, purpose: SubscriberTokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.insert({ tokenHash: hashToken(token), subscriberId, purpose });
    return token;
  }

  // Anything that is not a well-formed token finds nothing, without a query.
  async find(token: unknown, purpose: SubscriberTokenPurpose): Promise<SubscriberTokenEntity | null> {
    if (typeof token !== 'string' || !tokenPattern.test(token)) return null;
    return this.tokens.findOneBy({ tokenHash: hashToken(token), purpose });
  }
}
