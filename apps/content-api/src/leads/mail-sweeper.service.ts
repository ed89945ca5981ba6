import { randomUUID } from 'node:crypto';
import type { MailJob } from '@hvac/contracts';
import { InjectRedis } from '@hvac/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { In, LessThan, type Repository } from 'typeorm';
import { enquiryJobs } from './enquiry.service';
import { EnquiryEntity } from './entities/enquiry.entity';
import { SubscriberEntity } from './entities/subscriber.entity';
import { LEADS_ENV, type LeadsEnv } from './leads.config';
import { MailQueue } from './mail-queue.service';
import { confirmJob } from './subscriber.service';

const batchSize = 200;

export type SweepResult = { checked: number; added: number; failed: number };

// The safety net under the queue. Rows whose mails are still queued some minutes after they were
// handed to BullMQ get their jobs checked: a missing job (Redis lost or flushed, or the enqueue
// failed after the commit) is added again under its deterministic id; a job BullMQ gave up on
// without the worker recording it is marked failed for the admin. One replica sweeps at a time.
@Injectable()
export class MailSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailSweeper');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    private readonly mailQueue: MailQueue,
    @InjectRedis() private readonly redis: Redis,
    @Inject(LEADS_ENV) private readonly env: LeadsEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sweepWithLock().finally(() => (this.running = undefined));
    }, this.env.MAIL_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async sweepWithLock(): Promise<void> {
    const key = `leads:sweeper-lock:${this.env.MAIL_QUEUE_PREFIX}`;
    const owner = randomUUID();
    try {
      const locked = await this.redis.set(key, owner, 'PX', Math.max(this.env.MAIL_SWEEP_INTERVAL_MS, 5000), 'NX');
      if (!locked) return;
      try {
        const result = await this.sweep();
        if (result.added || result.failed) this.logger.warn(result, 'sweeper re-queued or closed mails');
      } finally {
        // Release only our own lock.
        await this.redis.eval(`if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`, 1, key, owner);
      }
    } catch (error) {
      this.logger.warn({ err: String(error) }, 'sweep skipped');
    }
  }

  async sweep(): Promise<SweepResult> {
    const cutoff = new Date(Date.now() - this.env.MAIL_SWEEP_AFTER_MS);
    const result: SweepResult = { checked: 0, added: 0, failed: 0 };

    const enquiries = await this.enquiries.find({
      where: [
        { notifyState: 'queued', queuedAt: LessThan(cutoff) },
        { ackState: 'queued', queuedAt: LessThan(cutoff) },
      ],
      order: { queuedAt: 'ASC' },
      take: batchSize,
    });
    for (const enquiry of enquiries) {
      for (const job of enquiryJobs(enquiry)) {
        const failed = await this.check(job, result);
        if (failed !== undefined) {
          const mail = job.kind === 'enquiry-notify' ? { notifyState: 'failed' as const, notifyError: failed } : { ackState: 'failed' as const, ackError: failed };
          await this.enquiries.update(enquiry.id, mail);
        }
      }
    }
    if (enquiries.length) await this.enquiries.update({ id: In(enquiries.map((e) => e.id)) }, { queuedAt: new Date() });

    const subscribers = await this.subscribers.find({
      where: { status: 'pending', confirmMailState: 'queued', queuedAt: LessThan(cutoff) },
      order: { queuedAt: 'ASC' },
      take: batchSize,
    });
    for (const subscriber of subscribers) {
      const failed = await this.check(confirmJob(subscriber), result);
      if (failed !== undefined) await this.subscribers.update(subscriber.id, { confirmMailState: 'failed', confirmMailError: failed });
    }
    if (subscribers.length) await this.subscribers.update({ id: In(subscribers.map((s) => s.id)) }, { queuedAt: new Date() });
    return result;
  }

  // Returns the failure reason when BullMQ has given up on the job.
  private async check(job: MailJob, result: SweepResult): Promise<string | undefined> {
    result.checked++;
    const state = await this.mailQueue.ensure(job);
    if (state.state === 'added') result.added++;
    if (state.state !== 'failed') return undefined;
    result.failed++;
    return state.reason;
  }
}
