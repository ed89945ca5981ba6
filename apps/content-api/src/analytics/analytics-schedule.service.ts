import { databaseQueuePrefix, InjectRedis, PeriodicJobs } from '@hvac/server-kit';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectEnv } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';
import { AnalyticsRollup } from './analytics-rollup.service';

// The hourly rollup (so the screen is at most an hour behind and a missed run costs nothing), one replica
// per tick (PeriodicJobs). The prefix comes from the database address, as the publishing queue's, so two
// sites sharing a Redis never roll up each other's tables.
@Injectable()
export class AnalyticsSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic: PeriodicJobs;

  constructor(rollup: AnalyticsRollup, @InjectRedis() redis: Redis, @InjectEnv() env: ContentEnv) {
    this.periodic = new PeriodicJobs(redis, {
      queueName: 'analytics-rollup',
      prefix: databaseQueuePrefix('analytics', env.DATABASE_URL),
      logger: new Logger('AnalyticsSchedule'),
      jobs: [{ name: 'analytics-rollup', schedule: { pattern: '7 * * * *' }, run: () => rollup.run() }],
    });
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.periodic.close();
  }
}
