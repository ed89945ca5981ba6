import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, type Repository } from 'typeorm';
import { BookingManageTokenEntity } from './entities/booking.entity';
import { hashToken } from './subscriber-tokens.service';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

// The manage links of bookings: issued when a confirmation is rendered (the token goes into the mail,
// only its SHA-256 into the table), found by hash, and spent by the reschedule or cancellation they make.
@Injectable()
export class BookingManageTokens {
  constructor(@InjectRepository(BookingManageTokenEntity) private readonly tokens: Repository<BookingManageTokenEntity>) {}

  async issue(bookingId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.insert({ tokenHash: hashToken(token), bookingId });
    return token;
  }

  // Anything that is not a well-formed token finds nothing, without a query.
  async find(token: unknown, manager: EntityManager = this.tokens.manager): Promise<BookingManageTokenEntity | null> {
    if (typeof token !== 'string' || !tokenPattern.test(token)) return null;
    return manager.findOneBy(BookingManageTokenEntity, { tokenHash: hashToken(token) });
  }

  // Spends the token inside the change's transaction; false when another request spent it first.
  async spend(token: BookingManageTokenEntity, manager: EntityManager): Promise<boolean> {
    const result = await manager.update(BookingManageTokenEntity, { tokenHash: token.tokenHash, usedAt: IsNull() }, { usedAt: new Date() });
    return result.affected === 1;
  }
}
