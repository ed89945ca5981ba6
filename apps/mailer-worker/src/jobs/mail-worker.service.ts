import { type MailJob, mailQueueName } from '@hvac/contracts';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Worker } from 'bullmq';
import { WORKER_ENV } from '../config/worker-env.provider';
import type { WorkerEnv } from '../config/worker-env';
import type { SmtpTransport } from '../mailer/smtp-transport';
import { SendMailJob, SMTP_TRANSPORT } from './send-mail.job';

// The BullMQ consumer of the `mail` queue. A killed worker's jobs stay locked for
// MAIL_LOCK_DURATION_MS, then the stalled-job check of any live worker puts them back in line.
@Injectable()
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailWorker');
  private worker?: Worker<MailJob>;

  constructor(
    private readonly job: SendMailJob,
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
    @Inject(SMTP_TRANSPORT) private readonly transport: SmtpTransport,
  ) {}

  onApplicationBootstrap(): void {
    const lock = this.env.MAIL_LOCK_DURATION_MS;
    this.worker = new Worker<MailJob>(mailQueueName, (job) => this.job.handle(job), {
      connection: { url: this.env.REDIS_URL, maxRetriesPerRequest: null },
      prefix: this.env.MAIL_QUEUE_PREFIX,
      concurrency: this.env.WORKER_CONCURRENCY,
      lockDuration: lock,
      stalledInterval: lock,
      // Several crashes in a row must not fail a mail that was never attempted.
      maxStalledCount: 5,
    });
    this.worker.on('error', (error) => this.logger.error({ err: error.message }, 'worker error'));
    this.worker.on('stalled', (jobId) => this.logger.warn({ jobId }, 'stalled job put back in the queue'));
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: error.message }, 'job failed'),
    );
    this.logger.log({ concurrency: this.env.WORKER_CONCURRENCY, prefix: this.env.MAIL_QUEUE_PREFIX }, 'mail worker started');
  }

  isRunning(): boolean {
    return this.worker?.isRunning() ?? false;
  }

  // SIGTERM: stop taking jobs, let the ones in flight finish, then close the SMTP pool.
  async beforeApplicationShutdown(): Promise<void> {
    this.logger.log('draining in-flight jobs');
    await this.worker?.close();
    this.transport.close();
    this.logger.log('mail worker stopped');
  }
}
