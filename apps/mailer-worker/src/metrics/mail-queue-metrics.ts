import { type MailJob, mailQueueName } from '@hvac/contracts';
import { metricsRegistry, singleMetric } from '@hvac/server-kit';
import { Queue } from 'bullmq';
import { Gauge } from 'prom-client';

export const mailQueueStates = ['waiting', 'prioritized', 'delayed', 'active', 'failed'] as const;

// A scrape must answer even when Redis does not.
const readTimeoutMs = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('mail queue read timed out')), readTimeoutMs).unref())]);
}

// The queue the gauges read: the one of the latest MailQueueMetrics (one per process, several in tests).
const reading: { current?: MailQueueMetrics } = {};

function registerGauges(): void {
  singleMetric(
    'hvac_mail_queue_jobs',
    () =>
      new Gauge({
        name: 'hvac_mail_queue_jobs',
        help: 'Jobs of the mail queue by state',
        labelNames: ['state'],
        registers: [metricsRegistry],
        async collect() {
          this.reset();
          const counts = await reading.current?.counts().catch(() => undefined);
          if (counts) for (const state of mailQueueStates) this.set({ state }, counts[state] ?? 0);
        },
      }),
  );
  singleMetric(
    'hvac_mail_queue_oldest_waiting_age_seconds',
    () =>
      new Gauge({
        name: 'hvac_mail_queue_oldest_waiting_age_seconds',
        help: 'Seconds the oldest job waiting for a worker has waited (0 when none waits)',
        registers: [metricsRegistry],
        async collect() {
          this.reset();
          const age = await reading.current?.oldestWaitingAgeSeconds().catch(() => undefined);
          if (age !== undefined) this.set(age);
        },
      }),
  );
}

// The BullMQ queue `mail` as Prometheus sees it, read from Redis at each scrape: jobs per state and
// how long the oldest waiting job has waited. Every worker replica reports the same queue. When Redis
// does not answer, these series are missing from the scrape (the alerts treat that as trouble too).
export class MailQueueMetrics {
  private readonly queue: Queue<MailJob>;

  constructor(redisUrl: string, prefix: string) {
    this.queue = new Queue<MailJob>(mailQueueName, { connection: { url: redisUrl, maxRetriesPerRequest: 1 }, prefix });
    this.queue.on('error', () => undefined);
    registerGauges();
    reading.current = this;
  }

  counts(): Promise<Record<string, number>> {
    return withTimeout(this.queue.getJobCounts(...mailQueueStates));
  }

  // The oldest of the plain waiting list and of the prioritized set.
  async oldestWaitingAgeSeconds(now = Date.now()): Promise<number> {
    const heads = await withTimeout(Promise.all([this.queue.getJobs(['wait'], 0, 0, true), this.queue.getJobs(['prioritized'], 0, 0, true)]));
    const stamps = heads.flat().map((job) => job.timestamp);
    return stamps.length === 0 ? 0 : Math.max(0, (now - Math.min(...stamps)) / 1000);
  }

  async close(): Promise<void> {
    if (reading.current === this) reading.current = undefined;
    await this.queue.close();
  }
}
