import { randomBytes } from 'node:crypto';
import { type MailJob, newsletterConfirmTtlHours, newsletterConsent, newsletterRemailAfterHours, type SubscriberStatus } from '@hvac/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ClientInfo } from './client-info';
import type { NewsletterFormDto } from './dto/newsletter-form.dto';
import { SubscriberEntity, type UnsubscribeMethod } from './entities/subscriber.entity';
import { MailQueue } from './mail-queue.service';

const hour = 3600_000;
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const confirmJob = (s: Pick<SubscriberEntity, 'id' | 'confirmRound'>): MailJob => ({
  kind: 'newsletter-confirm',
  subscriberId: s.id,
  round: s.confirmRound,
});

// What a confirm or unsubscribe link leads to.
export type ConfirmOutcome = 'valid' | 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'expired' | 'unknown';
export type UnsubscribeOutcome = 'valid' | 'unsubscribed' | 'already-unsubscribed' | 'unknown';

@Injectable()
export class SubscriberService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    private readonly mailQueue: MailQueue,
  ) {}

  // Records the consent and queues a double opt-in mail, unless this address was mailed in the
  // last day or is already confirmed. The reply never tells which, so nobody can probe the list.
  async subscribe(form: NewsletterFormDto, client: ClientInfo): Promise<void> {
    const consent = {
      consentVersion: newsletterConsent.version,
      consentAt: new Date(),
      consentIp: client.ip,
      consentUserAgent: client.userAgent,
      sourcePage: form.sourcePage ?? null,
    };
    const inserted = await this.subscribers
      .createQueryBuilder()
      .insert()
      .values({
        email: form.email,
        status: 'pending',
        ...consent,
        confirmToken: newToken(),
        confirmRound: 1,
        confirmRequestedAt: new Date(),
        unsubscribeToken: newToken(),
      })
      .orIgnore()
      .returning(['id', 'confirmRound'])
      .execute();
    const created = inserted.raw as { id: number; confirm_round: number }[];
    if (created[0]) {
      await this.queueConfirmation({ id: created[0].id, confirmRound: created[0].confirm_round });
      return;
    }

    const existing = await this.subscribers.findOneByOrFail({ email: form.email });
    if (existing.status === 'confirmed') return;
    const recentlyMailed = Date.now() - existing.confirmRequestedAt.getTime() < newsletterRemailAfterHours * hour;
    if (recentlyMailed) {
      // A new sign-up after unsubscribing is a new consent, even if no new mail goes out today.
      if (existing.status === 'unsubscribed') await this.subscribers.update(existing.id, { status: 'pending', ...consent, unsubscribedAt: null });
      if (existing.confirmMailState === 'queued') await this.queueConfirmation(existing);
      return;
    }
    const round = existing.confirmRound + 1;
    await this.subscribers.update(existing.id, {
      status: 'pending',
      ...consent,
      unsubscribedAt: null,
      confirmRound: round,
      confirmRequestedAt: new Date(),
      confirmMailState: 'queued',
      confirmMailAttempts: 0,
      confirmMailError: null,
    });
    await this.queueConfirmation({ id: existing.id, confirmRound: round });
  }

  private async queueConfirmation(s: Pick<SubscriberEntity, 'id' | 'confirmRound'>): Promise<void> {
    await this.mailQueue.enqueue([confirmJob(s)]);
    await this.subscribers.update(s.id, { queuedAt: new Date() });
  }

  async confirmOutcome(token: unknown): Promise<ConfirmOutcome> {
    if (typeof token !== 'string' || !tokenPattern.test(token)) return 'unknown';
    const s = await this.subscribers.findOneBy({ confirmToken: token });
    if (!s) return 'unknown';
    if (s.status === 'confirmed') return 'already-confirmed';
    if (s.status === 'unsubscribed') return 'unsubscribed';
    return isExpired(s) ? 'expired' : 'valid';
  }

  // One statement decides, so two clicks cannot both confirm.
  async confirm(token: unknown, ip: string | null): Promise<{ outcome: ConfirmOutcome; unsubscribeToken?: string }> {
    if (typeof token !== 'string' || !tokenPattern.test(token)) return { outcome: 'unknown' };
    const result = await this.subscribers
      .createQueryBuilder()
      .update()
      .set({ status: 'confirmed', confirmedAt: () => 'now()', confirmedIp: ip })
      .where('confirm_token = :token AND status = :pending', { token, pending: 'pending' satisfies SubscriberStatus })
      .andWhere(`confirm_requested_at > now() - make_interval(hours => :ttl)`, { ttl: newsletterConfirmTtlHours })
      .returning(['id', 'unsubscribeToken'])
      .execute();
    const row = (result.raw as { id: number; unsubscribe_token: string }[])[0];
    if (row) {
      this.logger.log({ subscriberId: row.id }, 'newsletter subscription confirmed');
      return { outcome: 'confirmed', unsubscribeToken: row.unsubscribe_token };
    }
    return { outcome: await this.confirmOutcome(token) };
  }

  async unsubscribeOutcome(token: unknown): Promise<UnsubscribeOutcome> {
    if (typeof token !== 'string' || !tokenPattern.test(token)) return 'unknown';
    const s = await this.subscribers.findOneBy({ unsubscribeToken: token });
    if (!s) return 'unknown';
    return s.status === 'unsubscribed' ? 'already-unsubscribed' : 'valid';
  }

  // Takes effect at once: the worker checks the status before every newsletter mail.
  async unsubscribe(token: unknown, method: UnsubscribeMethod): Promise<UnsubscribeOutcome> {
    if (typeof token !== 'string' || !tokenPattern.test(token)) return 'unknown';
    const result = await this.subscribers
      .createQueryBuilder()
      .update()
      .set({ status: 'unsubscribed', unsubscribedAt: () => 'now()', unsubscribeMethod: method })
      .where('unsubscribe_token = :token AND status <> :done', { token, done: 'unsubscribed' satisfies SubscriberStatus })
      .returning(['id'])
      .execute();
    const row = (result.raw as { id: number }[])[0];
    if (row) {
      this.logger.log({ subscriberId: row.id, method }, 'newsletter unsubscribed');
      return 'unsubscribed';
    }
    return this.unsubscribeOutcome(token);
  }

  async page(limit: number, offset: number, status?: SubscriberStatus): Promise<[SubscriberEntity[], number]> {
    return this.subscribers.findAndCount({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
  }

  async all(): Promise<SubscriberEntity[]> {
    return this.subscribers.find({ order: { id: 'ASC' } });
  }
}

function isExpired(s: Pick<SubscriberEntity, 'confirmRequestedAt'>): boolean {
  return Date.now() - s.confirmRequestedAt.getTime() > newsletterConfirmTtlHours * hour;
}
