import { type BackupRun, type Dashboard, type DashboardBackups, type DashboardWeek, siteTimeZone } from '@hvac/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type BackupState, BackupStatus, type BackupStatusRow } from './backup-status.service';
import { MailQueueState } from './mail-queue-state.service';
import { responseTimes } from './response-times';
import { reviewStats } from './review-stats';
import { weekSeriesCte } from './week-series';

// Weeks are the business's: Monday 00:00 to Monday 00:00 in Toronto time, daylight saving included.
export const dashboardWeeks = 12;

// Each week's start as a local date, and the enquiries received in it (a bot's excluded); weeks without
// any count 0. Local week starts are turned back into instants before comparing, so created_at's index
// serves the range.
const enquiriesPerWeekSql = `
  WITH ${weekSeriesCte},
  counts AS (
    SELECT date_trunc('week', created_at AT TIME ZONE $1) AS week_start, count(*)::int AS enquiries
    FROM content.enquiries
    WHERE status <> 'spam' AND created_at >= (SELECT min(week_start) FROM weeks) AT TIME ZONE $1
    GROUP BY 1
  )
  SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS "weekStart", coalesce(counts.enquiries, 0) AS enquiries
  FROM weeks LEFT JOIN counts USING (week_start)
  ORDER BY weeks.week_start`;

// A failed mail counts once per row that holds one: an enquiry (either of its mails) or a pending
// subscriber's confirmation. Spam is never mailed, so it never fails. A mail still queued after a
// failed attempt (attempts count failures; a sent one leaves 'queued') is being retried.
const countsSql = `
  SELECT
    (SELECT count(*)::int FROM content.subscribers WHERE status = 'confirmed') AS "confirmed",
    (SELECT count(*)::int FROM content.subscribers WHERE status = 'pending') AS "pending",
    (SELECT count(*)::int FROM content.enquiries WHERE notify_state = 'failed' OR ack_state = 'failed') AS "failedEnquiries",
    (SELECT count(*)::int FROM content.subscribers WHERE status = 'pending' AND confirm_mail_state = 'failed') AS "failedSubscribers",
    (SELECT count(*)::int FROM content.enquiries
      WHERE (notify_state = 'queued' AND notify_attempts > 0) OR (ack_state = 'queued' AND ack_attempts > 0)) AS "retryingEnquiries",
    (SELECT count(*)::int FROM content.subscribers
      WHERE status = 'pending' AND confirm_mail_state = 'queued' AND confirm_mail_attempts > 0) AS "retryingSubscribers"`;

type Counts = {
  confirmed: number;
  pending: number;
  failedEnquiries: number;
  failedSubscribers: number;
  retryingEnquiries: number;
  retryingSubscribers: number;
};

function backupRun(row: BackupStatusRow | undefined): BackupRun | null {
  if (!row) return null;
  return { finishedAt: row.finishedAt.toISOString(), ok: row.ok, lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null, warning: row.warning };
}

function dashboardBackups(state: BackupState): DashboardBackups {
  if (!state.configured) return { configured: false };
  const run = (kind: BackupStatusRow['kind']) => backupRun(state.runs.find((r) => r.kind === kind));
  return { configured: true, database: run('database'), media: run('media') };
}

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly backups: BackupStatus,
    private readonly mailQueue: MailQueueState,
  ) {}

  async figures(): Promise<Dashboard> {
    const [weeks, [counts], backups, mailQueue, times, reviews] = await Promise.all([
      this.dataSource.query<DashboardWeek[]>(enquiriesPerWeekSql, [siteTimeZone, dashboardWeeks]),
      this.dataSource.query<Counts[]>(countsSql),
      this.backups.read(),
      this.mailQueue.read(),
      responseTimes(this.dataSource, siteTimeZone, dashboardWeeks),
      reviewStats(this.dataSource),
    ]);
    if (!counts) throw new Error('the dashboard counts returned no row');
    return {
      enquiriesPerWeek: weeks,
      subscribers: { confirmed: counts.confirmed, pending: counts.pending },
      failedMails: { enquiries: counts.failedEnquiries, subscribers: counts.failedSubscribers },
      retryingMails: { enquiries: counts.retryingEnquiries, subscribers: counts.retryingSubscribers },
      backups: dashboardBackups(backups),
      mailQueue,
      responseTimes: times,
      reviews,
    };
  }
}
