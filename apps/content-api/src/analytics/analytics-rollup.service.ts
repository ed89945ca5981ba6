import { analyticsRetentionLimits } from '@hvac/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SiteSettingsService } from '../settings/site-settings.service';
import { siteDay } from './daily-salt';

const dailyTables = ['analytics_daily_totals', 'analytics_daily_pages', 'analytics_daily_sources', 'analytics_daily_devices', 'analytics_daily_vitals'];

// Page views of the days $1..$2, and each visitor's first one of a day: their landing page and the
// source of their visit (UTM source, else referrer host, else direct).
const viewsCte = `
  views AS (
    SELECT id, at, day, visitor, path, route, device, referrer_host, utm_source, utm_medium, utm_campaign
    FROM content.analytics_events WHERE kind = 'pageview' AND day BETWEEN $1 AND $2
  ),
  landings AS (
    SELECT DISTINCT ON (day, visitor) day, visitor, path,
      coalesce(utm_source, referrer_host, '(direct)') AS source, coalesce(utm_medium, '') AS medium, coalesce(utm_campaign, '') AS campaign
    FROM views ORDER BY day, visitor, at, id
  )`;

const rollupSql = [
  `INSERT INTO content.analytics_daily_totals (day, visitors, views)
   SELECT day, count(DISTINCT visitor), count(*) FROM content.analytics_events
   WHERE kind = 'pageview' AND day BETWEEN $1 AND $2 GROUP BY day`,
  `WITH ${viewsCte}
   INSERT INTO content.analytics_daily_pages (day, path, route, visitors, views, landings)
   SELECT p.day, p.path, p.route, p.visitors, p.views, coalesce(l.landings, 0)
   FROM (SELECT day, path, min(route) AS route, count(DISTINCT visitor) AS visitors, count(*) AS views FROM views GROUP BY day, path) p
   LEFT JOIN (SELECT day, path, count(*) AS landings FROM landings GROUP BY day, path) l USING (day, path)`,
  `WITH ${viewsCte},
   per_visitor AS (SELECT day, visitor, count(*) AS views FROM views GROUP BY day, visitor)
   INSERT INTO content.analytics_daily_sources (day, source, medium, campaign, visitors, views)
   SELECT l.day, l.source, l.medium, l.campaign, count(*), sum(v.views) FROM landings l JOIN per_visitor v USING (day, visitor)
   GROUP BY l.day, l.source, l.medium, l.campaign`,
  `INSERT INTO content.analytics_daily_devices (day, device, visitors, views)
   SELECT day, device, count(DISTINCT visitor), count(*) FROM content.analytics_events
   WHERE kind = 'pageview' AND day BETWEEN $1 AND $2 GROUP BY day, device`,
  `INSERT INTO content.analytics_daily_vitals (day, route, device, metric, p75, samples)
   SELECT day, route, device, metric, percentile_cont(0.75) WITHIN GROUP (ORDER BY value), count(*) FROM content.analytics_events
   WHERE kind = 'vital' AND day BETWEEN $1 AND $2 GROUP BY day, route, device, metric`,
];

export type RollupResult = { from: string | null; to: string; removedEvents: number };

// Turns raw events into the daily aggregates the Analytics screen reads, then removes raw events
// older than the owner's retention. Idempotent: the days rolled up (from the day before the last one
// already rolled up, which may have been partial, to today) are replaced whole. One run at a time
// across replicas (an advisory lock), all in one transaction.
@Injectable()
export class AnalyticsRollup {
  private readonly logger = new Logger('AnalyticsRollup');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SiteSettingsService,
  ) {}

  async run(now = new Date()): Promise<RollupResult> {
    const today = siteDay(now);
    const retentionDays = await this.retentionDays();
    const result = await this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('content.analytics-rollup'))`);
      const from = await this.firstDayToRoll(m);
      if (from) {
        for (const table of dailyTables) await m.query(`DELETE FROM content.${table} WHERE day BETWEEN $1 AND $2`, [from, today]);
        for (const sql of rollupSql) await m.query(sql, [from, today]);
      }
      const [, removed] = (await m.query(`DELETE FROM content.analytics_events WHERE day < $1::date - $2::int`, [today, retentionDays])) as [unknown, number];
      // The salt rotates even on a day nobody visits.
      await m.query(`DELETE FROM content.analytics_salts WHERE day < $1`, [today]);
      return { from, to: today, removedEvents: removed };
    });
    if (result.removedEvents) this.logger.log({ removed: result.removedEvents, retentionDays }, 'raw analytics events past the retention removed');
    return result;
  }

  private async firstDayToRoll(m: EntityManager): Promise<string | null> {
    const [row] = (await m.query(`
      SELECT to_char(coalesce(
        (SELECT max(day) FROM (SELECT max(day) AS day FROM content.analytics_daily_totals UNION ALL SELECT max(day) FROM content.analytics_daily_vitals) rolled) - 1,
        (SELECT min(day) FROM content.analytics_events)
      ), 'YYYY-MM-DD') AS day`)) as { day: string | null }[];
    return row?.day ?? null;
  }

  // A bad setting must never remove everything.
  private async retentionDays(): Promise<number> {
    const days = (await this.settings.current()).analytics?.retentionDays;
    return Number.isInteger(days) && days >= analyticsRetentionLimits.min ? days : analyticsRetentionLimits.default;
  }
}
