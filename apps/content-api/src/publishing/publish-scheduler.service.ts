import { databaseQueuePrefix, InjectRedis } from '@hvac/server-kit';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { ContentEnv } from '../config/content-env';
import { InjectEnv } from '../config/env.module';

export type PublishJob = { kind: 'blog' | 'location-page'; id: number };

const queueName = 'content-publish';
const tables: Record<PublishJob['kind'], { table: string; id: string }> = {
  blog: { table: 'content.blogs', id: 'blog_id' },
  'location-page': { table: 'content.location_pages', id: 'location_id' },
};

// Public reads already show a scheduled item from its publish_at on (the filter compares with now()),
// so the item appears on time even if no job runs. The delayed job, kept in Redis, relabels it
// "published" at that moment for the admin; every start adds the jobs of all scheduled rows again
// (same job ids, so nothing doubles), which covers a Redis that lost its data.
@Injectable()
export class PublishScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PublishScheduler');
  private readonly queue: Queue<PublishJob>;
  private readonly prefix: string;
  private worker?: Worker<PublishJob>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() private readonly redis: Redis,
    @InjectEnv() env: ContentEnv,
  ) {
    // Jobs name rows of one database: sites sharing a Redis never take each other's jobs.
    this.prefix = databaseQueuePrefix('publish', env.DATABASE_URL);
    this.queue = new Queue<PublishJob>(queueName, { connection: redis, prefix: this.prefix });
    // Connection trouble surfaces on the calls; without a listener the event would crash the process.
    this.queue.on('error', () => undefined);
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker<PublishJob>(queueName, (job) => this.publishDue(job.data), {
      connection: { ...this.redis.options, retryStrategy: this.redis.options.retryStrategy ?? undefined, maxRetriesPerRequest: null },
      prefix: this.prefix,
    });
    this.worker.on('error', (error) => this.logger.debug({ err: error.message }, 'publish worker error'));
    // Not awaited: a start must not wait on Redis.
    void this.scheduleAll().catch((error) => this.logger.warn({ err: String(error) }, 'scheduled items not re-queued'));
  }

  private async scheduleAll(): Promise<void> {
    for (const [kind, { table, id }] of Object.entries(tables) as [PublishJob['kind'], (typeof tables)[PublishJob['kind']]][]) {
      const rows: { id: number; publish_at: Date }[] = await this.db.query(`SELECT ${id} AS id, publish_at FROM ${table} WHERE state = 'scheduled'`);
      for (const row of rows) await this.schedule({ kind, id: row.id }, row.publish_at);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close(true);
    await this.queue.close();
  }

  // One job per item and time: a rescheduled item's old job finds it not yet due and does nothing.
  async schedule(job: PublishJob, at: Date): Promise<void> {
    try {
      await this.queue.add('publish', job, {
        jobId: `${job.kind}-${job.id}-${at.getTime()}`,
        delay: Math.max(0, at.getTime() - Date.now()),
        attempts: 10,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: 100,
      });
    } catch (error) {
      // The save stands: the item still goes public on time, and the next start schedules the job again.
      this.logger.warn({ err: String(error), ...job }, 'publish job not queued');
    }
  }

  async publishDue(job: PublishJob): Promise<number> {
    const { table, id } = tables[job.kind];
    const [, affected] = await this.db.query(`UPDATE ${table} SET state = 'published' WHERE ${id} = $1 AND state = 'scheduled' AND publish_at <= now()`, [job.id]);
    if (affected) this.logger.log({ ...job }, 'scheduled item published');
    return affected;
  }
}
