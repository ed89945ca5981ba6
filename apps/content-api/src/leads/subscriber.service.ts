import { randomBytes } from 'node:crypto';
import { newsletterConfirmTtlHours, newsletterConsent, newsletterRemailAfterHours, type SubscriberStatus } from '@hvac/contracts';
import { confirmJob, DeliveryRecorder, SubscriberEntity, type UnsubscribeMethod } from '@hvac/leads';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Raw, type Repository } from 'typeorm';
import type { ClientInfo } from './client-info';
import type { NewsletterFormDto } from './dto/newsletter-form.dto';
import { MailQueue } from './mail-queue.service';

const hour = 3600_000;
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

// What a confirm or unsubscribe link leads to.
export type ConfirmOutcome = 'valid' | 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'expired' | 'unknown';
export type UnsubscribeOutcome = 'valid' | 'unsubscribed' | 'already-unsubscribed' | 'unknown';

@Injectable()
export class SubscriberService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    private readonly mailQueue: MailQueue,
    private readonly deliveries: DeliveryRecorder,
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
      .execute();
    // An address already on the list inserts nothing and so generates no id.
    const createdId = (inserted.generatedMaps[0] as Partial<SubscriberEntity> | undefined)?.id;
    if (createdId !== undefined) {
      await this.queueConfirmation({ id: createdId, confirmRound: 1 });
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
      await this.deliveries.requeue(confirmJob(next), tx);
    });
    await this.queueConfirmation(next);
  }

  private async queueConfirmation(s: Pick<SubscriberEntity, 'id' | 'confirmRound'>): Promise<void> {
    const jobs = [confirmJob(s)];
    await this.mailQueue.enqueue(jobs);
    await this.deliveries.handedToQueue(jobs);
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
    const result = await this.subscribers.update(
      {
        confirmToken: token,
        status: 'pending',
        // The database clock decides, as for every other time in these rows.
        confirmRequestedAt: Raw((column) => `${column} > now() - make_interval(hours => :ttl)`, { ttl: newsletterConfirmTtlHours }),
      },
      { status: 'confirmed', confirmedAt: () => 'now()', confirmedIp: ip },
    );
    if (result.affected) {
      const s = await this.subscribers.findOneByOrFail({ confirmToken: token });
      this.logger.log({ subscriberId: s.id }, 'newsletter subscription confirmed');
      return { outcome: 'confirmed', unsubscribeToken: s.unsubscribeToken };
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
    const result = await this.subscribers.update(
      { unsubscribeToken: token, status: Not('unsubscribed') },
      { status: 'unsubscribed', unsubscribedAt: () => 'now()', unsubscribeMethod: method },
    );
    if (result.affected) {
      const s = await this.subscribers.findOneByOrFail({ unsubscribeToken: token });
      this.logger.log({ subscriberId: s.id, method }, 'newsletter unsubscribed');
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
