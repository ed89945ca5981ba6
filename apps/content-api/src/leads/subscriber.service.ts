import { likePattern, newsletterConfirmTtlHours, newsletterConsent, newsletterRemailAfterHours, type SubscriberStatus } from '@hvac/contracts';
import { confirmJob, SubscriberEntity, type SubscriberTokenEntity, SubscriberTokens, type UnsubscribeMethod } from '@hvac/leads';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ILike, LessThan, Not, type Repository } from 'typeorm';
import { leadSourceOf } from '../analytics/lead-source';
import type { ClientInfo } from './client-info';
import { newestFirstInBatches } from './csv-export';
import type { NewsletterFormDto } from './dto/newsletter-form.dto';
import { MailQueue } from './mail-queue.service';

const hour = 3600_000;

// What a confirm or unsubscribe link leads to.
export type ConfirmOutcome = 'valid' | 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'expired' | 'unknown';
export type UnsubscribeOutcome = 'valid' | 'unsubscribed' | 'already-unsubscribed' | 'unknown';

const logger = new Logger('Newsletter');

@Injectable()
export class SubscriberService {
  constructor(
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    private readonly mailQueue: MailQueue,
    private readonly tokens: SubscriberTokens,
  ) {}

  // Records the consent and queues a double opt-in mail, unless this address was mailed in the
  // last day or is already confirmed. A bot's sign-up (botReason given) is stored as spam and mails
  // nothing. The reply never tells which, so nobody can probe the list.
  async subscribe(form: NewsletterFormDto, client: ClientInfo, botReason: string | null): Promise<void> {
    const consent = {
      consentVersion: newsletterConsent.version,
      consentAt: new Date(),
      consentIp: client.ip,
      consentUserAgent: client.userAgent,
      sourcePage: form.sourcePage ?? null,
      source: leadSourceOf(form),
    };
    const inserted = await this.subscribers
      .createQueryBuilder()
      .insert()
      .values({ email: form.email, status: botReason ? 'spam' : 'pending', ...consent, confirmRound: 1, confirmRequestedAt: new Date() })
      .orIgnore()
      .execute();
    // An address already on the list inserts nothing and so generates no id.
    const createdId = (inserted.generatedMaps[0] as Partial<SubscriberEntity> | undefined)?.id;
    if (botReason) {
      // A bot never changes a row that is already there.
      if (createdId !== undefined) await this.mailQueue.skip(confirmJob({ id: createdId, confirmRound: 1 }), `Marked as spam: ${botReason}`);
      logger.log({ subscriberId: createdId, reason: botReason }, 'newsletter sign-up stored as spam, nothing mailed');
      return;
    }
    if (createdId !== undefined) {
      await this.mailQueue.dispatch([confirmJob({ id: createdId, confirmRound: 1 })]);
      return;
    }

    const existing = await this.subscribers.findOneByOrFail({ email: form.email });
    if (existing.status === 'confirmed') return;
    // A bot's earlier sign-up was never mailed: a person's starts a round at once.
    const recentlyMailed = existing.status !== 'spam' && Date.now() - existing.confirmRequestedAt.getTime() < newsletterRemailAfterHours * hour;
    if (recentlyMailed) {
      // A new sign-up after unsubscribing is a new consent, even if no new mail goes out today.
      if (existing.status === 'unsubscribed') await this.subscribers.update(existing.id, { status: 'pending', ...consent, unsubscribedAt: null });
      if (existing.confirmMailState === 'queued') await this.mailQueue.dispatch([confirmJob(existing)]);
      return;
    }
    // A new round: the consent, the round and its mail's delivery state change together.
    const next = { id: existing.id, confirmRound: existing.confirmRound + 1 };
    await this.subscribers.manager.transaction(async (tx) => {
      await tx.update(SubscriberEntity, next.id, {
        status: 'pending',
        ...consent,
        unsubscribedAt: null,
        confirmRound: next.confirmRound,
        confirmRequestedAt: new Date(),
      });
      await this.mailQueue.requeue(confirmJob(next), tx);
    });
    await this.mailQueue.dispatch([confirmJob(next)]);
  }

  async confirmOutcome(token: unknown): Promise<ConfirmOutcome> {
    const found = await this.tokens.find(token, 'confirm');
    return found ? this.confirmOutcomeOf(found) : 'unknown';
  }

  private async confirmOutcomeOf(token: SubscriberTokenEntity): Promise<ConfirmOutcome> {
    const s = await this.subscribers.findOneByOrFail({ id: token.subscriberId });
    if (s.status === 'confirmed') return 'already-confirmed';
    if (s.status === 'unsubscribed') return 'unsubscribed';
    return isExpired(token) ? 'expired' : 'valid';
  }

  // One statement decides, so two clicks cannot both confirm. The confirmed page shows an unsubscribe
  // link of its own, so it gets a fresh token.
  async confirm(token: unknown, ip: string | null): Promise<{ outcome: ConfirmOutcome; unsubscribeToken?: string }> {
    const found = await this.tokens.find(token, 'confirm');
    if (!found) return { outcome: 'unknown' };
    if (isExpired(found)) return { outcome: await this.confirmOutcomeOf(found) };
    const result = await this.subscribers.update(
      { id: found.subscriberId, status: 'pending' },
      { status: 'confirmed', confirmedAt: () => 'now()', confirmedIp: ip },
    );
    if (!result.affected) return { outcome: await this.confirmOutcomeOf(found) };
    logger.log({ subscriberId: found.subscriberId }, 'newsletter subscription confirmed');
    return { outcome: 'confirmed', unsubscribeToken: await this.tokens.issue(found.subscriberId, 'unsubscribe') };
  }

  async unsubscribeOutcome(token: unknown): Promise<UnsubscribeOutcome> {
    const found = await this.tokens.find(token, 'unsubscribe');
    if (!found) return 'unknown';
    const s = await this.subscribers.findOneByOrFail({ id: found.subscriberId });
    return s.status === 'unsubscribed' ? 'already-unsubscribed' : 'valid';
  }

  // Takes effect at once: the worker checks the status before every newsletter mail.
  async unsubscribe(token: unknown, method: UnsubscribeMethod): Promise<UnsubscribeOutcome> {
    const found = await this.tokens.find(token, 'unsubscribe');
    if (!found) return 'unknown';
    const result = await this.subscribers.update(
      { id: found.subscriberId, status: Not('unsubscribed') },
      { status: 'unsubscribed', unsubscribedAt: () => 'now()', unsubscribeMethod: method },
    );
    if (!result.affected) return this.unsubscribeOutcome(token);
    logger.log({ subscriberId: found.subscriberId, method }, 'newsletter unsubscribed');
    return 'unsubscribed';
  }

  // q finds part of an address (trigram index subscribers_email_search_idx).
  async page(query: { limit: number; offset: number; status?: SubscriberStatus; q?: string }): Promise<[SubscriberEntity[], number]> {
    return this.subscribers.findAndCount({
      where: { ...(query.status ? { status: query.status } : {}), ...(query.q ? { email: ILike(likePattern(query.q)) } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: query.limit,
      skip: query.offset,
    });
  }

  // Every subscriber, newest first, a batch at a time (for the CSV export).
  export(): AsyncGenerator<SubscriberEntity> {
    return newestFirstInBatches((beforeId, size) =>
      this.subscribers.find({ where: beforeId === null ? {} : { id: LessThan(beforeId) }, order: { id: 'DESC' }, take: size }),
    );
  }
}

// A confirmation link works for newsletterConfirmTtlHours after its mail was made.
function isExpired(token: Pick<SubscriberTokenEntity, 'createdAt'>): boolean {
  return Date.now() - token.createdAt.getTime() > newsletterConfirmTtlHours * hour;
}
