import { createHash } from 'node:crypto';
import type { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';

// When a periodic job runs: every so many milliseconds, or at the times of a cron pattern.
export type PeriodicSchedule = { every: number } | { pattern: string };

// One recurring piece of work. `run` reports its own outcome; what it throws is logged and it runs again next time.
export type PeriodicJob = { name: string; schedule: PeriodicSchedule; run: () => Promise<unknown> };

export type PeriodicJobsOptions = { queueName: string; prefix: string; jobs: PeriodicJob[]; logger: Logger };

// The BullMQ prefix of a queue whose jobs name rows of one database: from its address (never its credentials),
// so sites sharing a Redis never take each other's jobs.
export function databaseQueuePrefix(name: string, databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${name}-${createHash('sha256').update(`${url.host}${url.pathname}`).digest('hex').slice(0, 12)}`;
}

// The one mechanism for recurring work in the services, which run as several replicas. Each job is a BullMQ job
// scheduler kept in Redis: the period survives restarts, and each tick is one job that one replica's worker takes,
// so two replicas still run it once per period. The queue's global concurrency of 1 keeps a run that outlasts its
// period from overlapping the next one on another replica. Every replica upserts the schedulers at start and
// whenever its Redis connection comes back (a restarted Redis may have lost them); upserting is idempotent (the
// next run keeps its time unless the schedule changed).
export class PeriodicJobs {
  private readonly queue: Queue;
  private worker?: Worker;
  private running?: Promise<void>;
  private readonly reschedule = () => void this.schedule();

  constructor(
    private readonly redis: Redis,
    private readonly options: PeriodicJobsOptions,
  ) {
    this.queue = new Queue(options.queueName, { connection: redis, prefix: options.prefix });
    // Connection trouble surfaces on the calls; without a listener the event would crash the process.
    this.queue.on('error', () => undefined);
  }

  start(): void {
    const { queueName, prefix, logger } = this.options;
    // A worker blocks on Redis, so it gets connections of its own (BullMQ opens and closes them), made from the
    // shared client's settings with retries left to BullMQ.
    this.worker = new Worker(queueName, (job) => (this.running = this.run(job.name).finally(() => (this.running = undefined))), {
      connection: { ...this.redis.options, retryStrategy: this.redis.options.retryStrategy ?? undefined, maxRetriesPerRequest: null },
      prefix,
      concurrency: 1,
    });
    this.worker.on('error', (error) => logger.debug({ err: error.message }, `${queueName} worker error`));
    this.redis.on('ready', this.reschedule);
    this.reschedule();
  }

  // No new run starts here, one in progress finishes; the schedulers stay in Redis for the other replicas. The
  // worker is closed without waiting on Redis, which may be gone (a plain close would wait for it); a tick it held
  // is taken up again by another replica's stalled-job check.
  async close(): Promise<void> {
    this.redis.off('ready', this.reschedule);
    const closing = this.worker?.close(true);
    await this.running;
    await closing;
    await this.queue.close();
  }

  private async schedule(): Promise<void> {
    try {
      await this.queue.setGlobalConcurrency(1);
      const opts = { removeOnComplete: true, removeOnFail: true };
      for (const { name, schedule } of this.options.jobs) await this.queue.upsertJobScheduler(name, schedule, { name, opts });
    } catch (error) {
      this.options.logger.warn({ err: String(error), queue: this.options.queueName }, 'periodic jobs not scheduled; scheduled again when Redis is back');
    }
  }

  private async run(name: string): Promise<void> {
    // A job of a scheduler this release no longer has does nothing.
    const job = this.options.jobs.find((j) => j.name === name);
    try {
      await job?.run();
    } catch (error) {
      this.options.logger.warn({ err: String(error), job: name }, 'periodic job failed; it runs again at its next time');
    }
  }
}
