import { Injectable, Logger } from '@nestjs/common';
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

// Appends to audit.entries (created by auth-api's migrations in the database every service shares; the
// database refuses any change but an append).
@Injectable()
export class AuditEntries {
  private readonly logger = new Logger('AuditLog');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
}
