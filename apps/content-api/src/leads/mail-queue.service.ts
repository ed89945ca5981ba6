import { type MailJob, mailJobId, mailQueueName } from '@hvac/contracts';
import { DeliveryRecorder } from '@hvac/leads';
import { InjectRedis } from '@hvac/server-kit';
import { ConflictException, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { EntityManager } from 'typeorm';
import { LEADS_ENV, type LeadsEnv } from './leads.config';

// Long enough for a busy Redis, short enough that a dead one still gets the visitor an answer.
const enqueueTimeoutMs = 5000;

export class MailQueueUnavailableError extends Error {
  override name = 'MailQueueUnavailableError';
}

export type QueueCheck = { state: 'present' | 'added' } | { state: 'failed'; reason: string };

// The producer side of the `mail` queue, and the delivery state that goes with it (through the one
// writer, DeliveryRecorder). Job ids are deterministic, so adding a job that is already there is a
// no-op: the API, the sweeper and a visitor's retry can all add freely.
@Injectable()
export class MailQueue implements OnModuleDestroy {
  private readonly queue: Queue<MailJob>;

  constructor(
    @InjectRedis() redis: Redis,
    @Inject(LEADS_ENV) env: LeadsEnv,
    private readonly deliveries: DeliveryRecorder,
  ) {
    this.queue = new Queue<MailJob>(mailQueueName, {
      connection: redis,
      prefix: env.MAIL_QUEUE_PREFIX,
      defaultJobOptions: {
        attempts: env.MAIL_ATTEMPTS,
        // Jitter spreads the retries after an outage so the SMTP server is not hit all at once.
        backoff: { type: 'exponential', delay: env.MAIL_BACKOFF_MS, jitter: 0.2 },
        removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
        removeOnFail: false,
      },
    });
    // Connection trouble surfaces on the add calls; without a listener the event would crash the process.
    this.queue.on('error', () => undefined);
  }

  // A row's new mails: on the queue, and the row marked as handed over, so the sweeper leaves it
  // alone for a while.
  async dispatch(jobs: MailJob[]): Promise<void> {
    await this.enqueue(jobs);
    await this.deliveries.handedToQueue(jobs);
  }

  // A mail that is not to go out at all, with the reason for the admin. Pass a transaction's manager
  // to decide it together with the row.
  async skip(job: MailJob, reason: string, manager?: EntityManager): Promise<void> {
    await this.deliveries.skipped(job, reason, manager);
  }

  // A mail that is to go out again from a clean slate (admin resend, new confirmation round); its
  // job follows with dispatch or resend.
  async requeue(job: MailJob, manager?: EntityManager): Promise<void> {
    await this.deliveries.requeue(job, manager);
  }

  async enqueue(jobs: MailJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const adding = this.queue.addBulk(jobs.map((data) => ({ name: data.kind, data, opts: { jobId: mailJobId(data) } })));
    await withTimeout(adding, enqueueTimeoutMs);
  }

  // For the sweeper: make sure the job exists; report one that BullMQ gave up on.
  async ensure(job: MailJob): Promise<QueueCheck> {
    const existing = await withTimeout(this.queue.getJob(mailJobId(job)), enqueueTimeoutMs);
    if (!existing) {
      await this.enqueue([job]);
      return { state: 'added' };
    }
    if ((await existing.getState()) === 'failed') return { state: 'failed', reason: existing.failedReason || 'failed' };
    return { state: 'present' };
  }

  // An admin's "send again": a job waiting out its back-off runs now; a finished one is replaced.
  async resend(job: MailJob): Promise<void> {
    const existing = await withTimeout(this.queue.getJob(mailJobId(job)), enqueueTimeoutMs);
    if (existing) {
      const state = await existing.getState();
      if (state === 'active') throw new ConflictException('This mail is being sent right now');
      if (state === 'delayed') return existing.promote();
      if (state === 'waiting' || state === 'prioritized') return;
      await existing.remove();
    }
    await this.enqueue([job]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailQueueUnavailableError(`the mail queue did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } catch (error) {
    throw error instanceof MailQueueUnavailableError ? error : new MailQueueUnavailableError(String((error as Error)?.message ?? error));
  } finally {
    clearTimeout(timer);
  }
}
