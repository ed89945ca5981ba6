import { createHash } from 'node:crypto';
import { InjectRedis } from '@hvac/server-kit';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { InjectEnv } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';
import { AnalyticsRollup } from './analytics-rollup.service';

const queueName = 'analytics-rollup';
// Hourly, so the screen is at most an hour behind and a missed run costs nothing.
const schedule = { pattern: '7 * * * *' };

// The rollup's clock is a BullMQ job scheduler kept in Redis: it survives restarts and each tick is
// taken by one replica. The same prefix scheme as the publishing queue (from the database address),
// so two sites sharing a Redis never roll up each other's tables.
@Injectable()
export class AnalyticsSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AnalyticsSchedule');
  private readonly queue: Queue;
  private readonly prefix: string;
  private worker?: Worker;

  constructor(
    private readonly rollup: AnalyticsRollup,
    @InjectRedis() private readonly redis: Redis,
    @InjectEnv() env: ContentEnv,
  ) {
    const url = new URL(env.DATABASE_URL);
    this.prefix = `analytics-${createHash('sha256').update(`${url.host}${url.pathname}`).digest('hex').slice(0, 12)}`;
    this.queue = new Queue(queueName, { connection: redis, prefix: this.prefix });
    this.queue.on('error', () => undefined);
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker(queueName, () => this.tick(), {
      connection: { ...this.redis.options, retryStrategy: this.redis.options.retryStrategy ?? undefined, maxRetriesPerRequest: null },
      prefix: this.prefix,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.debug({ err: error.message }, 'rollup worker error'));
    this.queue
      .upsertJobScheduler(queueName, schedule, { name: queueName, opts: { removeOnComplete: true, removeOnFail: true } })
      .catch((error: unknown) => this.logger.warn({ err: String(error) }, 'analytics rollup not scheduled; it is scheduled again at the next start'));
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close(true);
    await this.queue.close();
  }

  private async tick(): Promise<void> {
    try {
      await this.rollup.run();
    } catch (error) {
      this.logger.warn({ err: String(error) }, 'analytics rollup failed; it runs again within the hour');
    }
  }
}
