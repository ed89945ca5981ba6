import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export const AUDIT_RETENTION_DAYS = Symbol('AUDIT_RETENTION_DAYS');
const dayMs = 24 * 3600_000;

// auth-api owns the audit schema, so it alone prunes entries past retention: at start and daily.
@Injectable()
export class AuditRetention implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AuditLog');
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AUDIT_RETENTION_DAYS) private readonly retentionDays: number,
  ) {}

  async prune(): Promise<number> {
    const [row] = (await this.db.query(`SELECT audit.prune($1) AS removed`, [this.retentionDays])) as { removed: string }[];
    return Number(row?.removed ?? 0);
  }

  onModuleInit(): void {
    const pruneLogged = () =>
      this.prune().then(
        (removed) => this.logger.log({ event: 'audit.pruned', removed, retentionDays: this.retentionDays }),
        (error: unknown) => this.logger.error({ event: 'audit.prune-failed', error }),
      );
    void pruneLogged();
    this.pruneTimer = setInterval(() => void pruneLogged(), dayMs);
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }
}
