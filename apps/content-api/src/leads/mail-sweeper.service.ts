import { randomUUID } from 'node:crypto';
import type { MailJob } from '@hvac/contracts';
import { confirmJob, DeliveryRecorder, EnquiryEntity, enquiryJobs, SettingsNoticeEntity, SubscriberEntity } from '@hvac/leads';
import { InjectRedis } from '@hvac/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { type DataSource, LessThan, type Repository } from 'typeorm';
import { EnquiryRetention } from './enquiry-retention.service';
import { LEADS_ENV, type LeadsEnv } from './leads.config';
import { MailQueue } from './mail-queue.service';
import { type SweptMail, sweptMailSources } from './swept-mails';

const batchSize = 200;

// content-api's own queue (same prefix as `mail`): only the sweep ticks go on it, so mailer-worker
// never sees them and clearing the `mail` queue leaves the schedule alone.
const sweepQueueName = 'mail-sweep';
const sweepSchedulerId = 'mail-sweep';
// The daily removal of closed enquiries past their retention period rides on the same queue.
const retentionSchedulerId = 'enquiry-retention';
const retentionSchedule = { pattern: '30 3 * * *' };

export type SweepResult = { checked: number; added: number; failed: number };

// The safety net under the queue. Rows whose mails are still queued some minutes after they were
// handed to BullMQ get their jobs checked: a missing job (Redis lost or flushed, or the enqueue
// failed after the commit) is added again under its deterministic id; a job BullMQ gave up on
// without the worker recording it is marked failed for the admin.
//
// The period is a BullMQ job scheduler, kept in Redis: it survives restarts, and each tick is one
// job that one replica's worker takes. The Redis lock still keeps a sweep that outlasts the period
// from overlapping the next one.
@Injectable()
export class MailSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailSweeper');
  private readonly queue: Queue;
  private worker?: Worker;
  private keeper?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    @InjectRepository(SettingsNoticeEntity) private readonly settingsNotices: Repository<SettingsNoticeEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly mailQueue: MailQueue,
    private readonly deliveries: DeliveryRecorder,
    private readonly retention: EnquiryRetention,
    @InjectRedis() private readonly redis: Redis,
    @Inject(LEADS_ENV) private readonly env: LeadsEnv,
  ) {
    this.queue = new Queue(sweepQueueName, { connection: redis, prefix: env.MAIL_QUEUE_PREFIX });
    // Connection trouble surfaces on the calls; without a listener the event would crash the process.
    this.queue.on('error', () => undefined);
  }

  onApplicationBootstrap(): void {
    // A worker blocks on Redis, so it gets connections of its own (BullMQ opens and closes them),
    // made from the shared client's settings with retries left to BullMQ.
    this.worker = new Worker(sweepQueueName, (job) => (this.running = this.runTick(job.name).finally(() => (this.running = undefined))), {
      connection: { ...this.redis.options, retryStrategy: this.redis.options.retryStrategy ?? undefined, maxRetriesPerRequest: null },
      prefix: this.env.MAIL_QUEUE_PREFIX,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.debug({ err: error.message }, 'sweep worker error'));
    // Upserting is idempotent (the next run keeps its time unless the interval changed), so every
    // replica does it at start, and again now and then in case Redis lost its data.
    void this.schedule();
    this.keeper = setInterval(() => void this.schedule(), Math.max(this.env.MAIL_SWEEP_INTERVAL_MS, 60_000));
    this.keeper.unref();
  }

  // No new sweep starts, one in progress finishes; the schedule stays in Redis for the other
  // replicas. The worker is closed without waiting on Redis, which may be gone (a plain close
  // would wait for it); a tick it held is taken up again by another replica's stalled-job check.
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.keeper);
    const closing = this.worker?.close(true);
    await this.running;
    await closing;
    await this.queue.close();
  }

  private async schedule(): Promise<void> {
    try {
      const opts = { removeOnComplete: true, removeOnFail: true };
      await this.queue.upsertJobScheduler(sweepSchedulerId, { every: this.env.MAIL_SWEEP_INTERVAL_MS }, { name: 'sweep', opts });
      await this.queue.upsertJobScheduler(retentionSchedulerId, retentionSchedule, { name: retentionSchedulerId, opts });
    } catch (error) {
      this.logger.warn({ err: String(error) }, 'sweep schedule not set; trying again later');
    }
  }

  private async runTick(name: string): Promise<void> {
    if (name !== retentionSchedulerId) return this.sweepWithLock();
    try {
      await this.retention.removeExpired();
    } catch (error) {
      this.logger.warn({ err: String(error) }, 'enquiry retention sweep failed; it runs again tomorrow');
    }
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

    // A notice to the site's old address whose job was never added (Redis down at the save) or was lost.
    const notices = await this.settingsNotices.find({ where: { state: 'queued', changedAt: LessThan(cutoff) }, order: { changedAt: 'ASC' }, take: batchSize });
    await this.checkAll(
      notices.map((n): MailJob => ({ kind: 'settings-email-changed', noticeId: n.id })),
      result,
    );

    // Review, booking and urgent alert mails, the delayed ones re-queued for their own due time.
    for (const source of sweptMailSources) {
      for await (const page of source(this.db.manager, cutoff, batchSize)) await this.checkAll(page, result);
    }
    return result;
  }

  // Adds the jobs that are missing and closes those BullMQ gave up on; the rows then count as handed
  // to the queue again, so the next sweep leaves them alone for a while.
  private async checkAll(mails: (MailJob | SweptMail)[], result: SweepResult): Promise<void> {
    const swept = mails.map((mail): SweptMail => ('job' in mail ? mail : { job: mail, dueAt: null }));
    for (const { job, dueAt } of swept) {
      result.checked++;
      const state = await this.mailQueue.ensure(job, dueAt);
      if (state.state === 'added') result.added++;
      if (state.state === 'failed') {
        result.failed++;
        await this.deliveries.abandoned(job, state.reason);
      }
    }
    await this.deliveries.handedToQueue(swept.map((mail) => mail.job));
  }
}
