import { databaseQueuePrefix, InjectRedis, PeriodicJobs } from '@hvac/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';

export type AuditRetentionOptions = { retentionDays: number; databaseUrl: string };
export const AUDIT_RETENTION = Symbol('AUDIT_RETENTION');

// auth-api owns the audit schema, so it alone prunes entries past retention: daily, on one replica
// (PeriodicJobs; the prefix from the database address, so sites sharing a Redis prune only their own).
@Injectable()
export class AuditRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AuditLog');
  private readonly periodic: PeriodicJobs;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AUDIT_RETENTION) private readonly options: AuditRetentionOptions,
    @InjectRedis() redis: Redis,
  ) {
    this.periodic = new PeriodicJobs(redis, {
      queueName: 'audit-prune',
      prefix: databaseQueuePrefix('audit', options.databaseUrl),
      logger: this.logger,
      jobs: [{ name: 'audit-prune', schedule: { pattern: '45 3 * * *' }, run: () => this.pruneLogged() }],
    });
  }

  async prune(): Promise<number> {
    const [row] = (await this.db.query(`SELECT audit.prune($1) AS removed`, [this.options.retentionDays])) as { removed: string }[];
    return Number(row?.removed ?? 0);
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.periodic.close();
  }

  private async pruneLogged(): Promise<void> {
    const removed = await this.prune();
    this.logger.log({ event: 'audit.pruned', removed, retentionDays: this.options.retentionDays });
  }
}
