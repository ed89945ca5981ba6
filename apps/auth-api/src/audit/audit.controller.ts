import { type AuditEntry, type AuditPage, apiPaths } from '@hvac/contracts';
import { Access } from '@hvac/server-kit';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditQueryDto } from './audit-query.dto';
import { AuditPageDto } from './audit-reply.dto';

type EntryRow = { id: string; at: Date; action: string; outcome: string; actor_id: string | null; actor_email: string | null; target: string | null; address: string | null };

// The audit log for the site's owners (every staff user with isAdmin until roles distinguish owners), newest first.
@Controller()
export class AuditController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get(apiPaths.audit)
  @Access('owner')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A page of the audit log, newest first, filtered by who, action and dates' })
  @ApiOkResponse({ type: AuditPageDto })
  async list(@Query() query: AuditQueryDto): Promise<AuditPage> {
    const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
    const filters = [query.who ? escapeLike(query.who) : null, query.action ? escapeLike(query.action) : null, query.from ?? null, query.to ?? null];
    const where = `WHERE ($1::text IS NULL OR actor_email ILIKE '%' || $1 || '%')
        AND ($2::text IS NULL OR action LIKE $2 || '%')
        AND ($3::timestamptz IS NULL OR at >= $3)
        AND ($4::timestamptz IS NULL OR at < $4)`;
    const [counted] = (await this.db.query(`SELECT count(*) AS total FROM audit.entries ${where}`, filters)) as { total: string }[];
    const rows = (await this.db.query(
      `SELECT id, at, action, outcome, actor_id, actor_email, target, address FROM audit.entries ${where}
        ORDER BY at DESC, id DESC LIMIT $5 OFFSET $6`,
      [...filters, query.limit, query.offset],
    )) as EntryRow[];
    return { items: rows.map(toEntry), total: Number(counted?.total ?? 0), limit: query.limit, offset: query.offset };
  }
}

const toEntry = (row: EntryRow): AuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  action: row.action,
  outcome: row.outcome,
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  target: row.target,
  address: row.address,
});
