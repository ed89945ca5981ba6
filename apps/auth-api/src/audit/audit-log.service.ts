import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

// One line of the audit log. Never a password, token or request body: who, what, on what, how it ended, from where.
export type AuditEvent = {
  action: string;
  outcome: string;
  actorId?: string;
  actorEmail?: string;
  target?: string;
  address?: string;
};

export const AUDIT_RETENTION_DAYS = Symbol('AUDIT_RETENTION_DAYS');
const dayMs = 24 * 3600_000;

// Appends to audit.entries (the database refuses any other change) and prunes entries past retention daily.
@Injectable()
export class AuditLog implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AuditLog');
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AUDIT_RETENTION_DAYS) private readonly retentionDays: number,
  ) {}

  // A failed write is logged, never thrown: the audited action has already happened.
  async record(event: AuditEvent): Promise<void> {
    try {
      await this.db.query(
        `INSERT INTO audit.entries (action, outcome, actor_id, actor_email, target, address) VALUES ($1, $2, $3, $4, $5, $6)`,
        [event.action, event.outcome, event.actorId ?? null, event.actorEmail ?? null, event.target ?? null, event.address ?? null],
      );
    } catch (error) {
      this.logger.error({ event: 'audit.write-failed', action: event.action, error });
    }
  }

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
