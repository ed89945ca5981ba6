import type { MailJob } from '@hvac/contracts';
import { confirmJob, DeliveryRecorder, EnquiryEntity, enquiryJobs, SubscriberEntity } from '@hvac/leads';
import { InjectRedis, PeriodicJobs } from '@hvac/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { type DataSource, LessThan, type Repository } from 'typeorm';
import { UrgentAlerts } from '../alerts/urgent-alerts.service';
import { EnquiryRetention } from './enquiry-retention.service';
import { LEADS_ENV, type LeadsEnv } from './leads.config';
import { MailQueue } from './mail-queue.service';
import { type SweptMail, sweptMailSources } from './swept-mails';

const batchSize = 200;

export type SweepResult = { checked: number; added: number; failed: number; reminded: number };

// The safety net under the queues. Rows whose mails are still queued some minutes after they were
// handed to BullMQ get their jobs checked: a missing job (Redis lost or flushed, or the enqueue
// failed after the commit) is added again under its deterministic id; a job BullMQ gave up on
// without the worker recording it is marked failed for the admin. An urgent enquiry whose reminder
// job was lost gets its reminder.
//
// Its period, and the daily removal of closed enquiries past their retention period, are job
// schedulers (PeriodicJobs) on content-api's own queue `mail-sweep`, under the mail queue's prefix:
// mailer-worker never sees them and clearing the `mail` queue leaves the schedule alone.
@Injectable()
export class MailSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailSweeper');
  private readonly periodic: PeriodicJobs;

  constructor(
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly mailQueue: MailQueue,
    private readonly deliveries: DeliveryRecorder,
    private readonly retention: EnquiryRetention,
    private readonly urgentAlerts: UrgentAlerts,
    @InjectRedis() redis: Redis,
    @Inject(LEADS_ENV) private readonly env: LeadsEnv,
  ) {
    this.periodic = new PeriodicJobs(redis, {
      queueName: 'mail-sweep',
      prefix: env.MAIL_QUEUE_PREFIX,
      logger: this.logger,
      jobs: [
        { name: 'mail-sweep', schedule: { every: env.MAIL_SWEEP_INTERVAL_MS }, run: () => this.sweepLogged() },
        { name: 'enquiry-retention', schedule: { pattern: '30 3 * * *' }, run: () => this.retention.removeExpired() },
      ],
    });
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.periodic.close();
  }

  private async sweepLogged(): Promise<void> {
    const result = await this.sweep();
    if (result.added || result.failed || result.reminded) this.logger.warn(result, 'sweeper re-queued or closed mails, or sent lost reminders');
  }

  async sweep(): Promise<SweepResult> {
    const cutoff = new Date(Date.now() - this.env.MAIL_SWEEP_AFTER_MS);
    const result: SweepResult = { checked: 0, added: 0, failed: 0, reminded: 0 };

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

    // Settings notices, review, booking and urgent alert mails, the delayed ones re-queued for their own due time.
    for (const source of sweptMailSources) {
      for await (const page of source(this.db.manager, cutoff, batchSize)) await this.checkAll(page, result);
    }
    result.reminded = await this.urgentAlerts.remindOverdue(cutoff);
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
