import { type MailJob, mailJobId } from '@hvac/contracts';
import { DeliveryRecorder } from '@hvac/leads';
import { MailQueueClient, withinMailQueueTimeout } from '@hvac/mail-queue';
import { InjectRedis } from '@hvac/server-kit';
import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { EntityManager } from 'typeorm';
import { LEADS_ENV, type LeadsEnv } from './leads.config';

export type QueueCheck = { state: 'present' | 'added' } | { state: 'failed'; reason: string };

// The producer side of the `mail` queue, and the delivery state that goes with it (through the one
// writer, DeliveryRecorder). Job ids are deterministic, so adding a job that is already there is a
// no-op: the API, the sweeper and a visitor's retry can all add freely.
@Injectable()
export class MailQueue extends MailQueueClient {
  constructor(
    @InjectRedis() redis: Redis,
    @Inject(LEADS_ENV) env: LeadsEnv,
    private readonly deliveries: DeliveryRecorder,
  ) {
    super(redis, env);
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

  // dueAt: when a delayed mail (a reminder) is to go; one already past due goes now.
  async enqueue(jobs: MailJob[], dueAt: Date | null = null): Promise<void> {
    if (jobs.length === 0) return;
    const delay = dueAt ? Math.max(0, dueAt.getTime() - Date.now()) : 0;
    const adding = this.mailQueue.addBulk(jobs.map((data) => ({ name: data.kind, data, opts: { jobId: mailJobId(data), delay } })));
    await withinMailQueueTimeout(adding);
  }

  // For the sweeper: make sure the job exists (a missing one is added, at its due time); report one
  // that BullMQ gave up on.
  async ensure(job: MailJob, dueAt: Date | null = null): Promise<QueueCheck> {
    const existing = await withinMailQueueTimeout(this.mailQueue.getJob(mailJobId(job)));
    if (!existing) {
      await this.enqueue([job], dueAt);
      return { state: 'added' };
    }
    if ((await existing.getState()) === 'failed') return { state: 'failed', reason: existing.failedReason || 'failed' };
    return { state: 'present' };
  }

  // An admin's "send again": a job waiting out its back-off runs now; a finished one is replaced.
  async resend(job: MailJob): Promise<void> {
    const existing = await withinMailQueueTimeout(this.mailQueue.getJob(mailJobId(job)));
    if (existing) {
      const state = await existing.getState();
      if (state === 'active') throw new ConflictException('This mail is being sent right now');
      if (state === 'delayed') return existing.promote();
      if (state === 'waiting' || state === 'prioritized') return;
      await existing.remove();
    }
    await this.enqueue([job]);
  }
}
