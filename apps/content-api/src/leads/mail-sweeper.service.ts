import { randomUUID } from 'node:crypto';
import type { MailJob } from '@hvac/contracts';
import { confirmJob, DeliveryRecorder, EnquiryEntity, enquiryJobs, SubscriberEntity } from '@hvac/leads';
import { InjectRedis } from '@hvac/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { LessThan, type Repository } from 'typeorm';
import { LEADS_ENV, type LeadsEnv } from './leads.config';
import { MailQueue } from './mail-queue.service';

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
    private readonly deliveries: DeliveryRecorder,
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
    await this.checkAll(enquiries.flatMap(enquiryJobs), result);

    const subscribers = await this.subscribers.find({
      where: { status: 'pending', confirmMailState: 'queued', queuedAt: LessThan(cutoff) },
      order: { queuedAt: 'ASC' },
      take: batchSize,
    });
    await this.checkAll(subscribers.map(confirmJob), result);
    return result;
  }

  // Adds the jobs that are missing and closes those BullMQ gave up on; the rows then count as handed
  // to the queue again, so the next sweep leaves them alone for a while.
  private async checkAll(jobs: MailJob[], result: SweepResult): Promise<void> {
    for (const job of jobs) {
      result.checked++;
      const state = await this.mailQueue.ensure(job);
      if (state.state === 'added') result.added++;
      if (state.state === 'failed') {
        result.failed++;
        await this.deliveries.abandoned(job, state.reason);
      }
    }
    await this.deliveries.handedToQueue(jobs);
  }
}
