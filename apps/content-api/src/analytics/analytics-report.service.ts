import {
  type AnalyticsLandingRow,
  type AnalyticsReport,
  type AnalyticsWindow,
  type DeviceClass,
  siteTimeZone,
  vitalsWindowDays,
  webVitalGoodThresholds,
  type WebVitalName,
  type WebVitalRow,
  type WebVitalsReport,
} from '@hvac/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { siteDay } from './daily-salt';

const topRows = 20;

// Lead columns of content.enquiries and content.subscribers give a lead's source the same way the
// rollup gives a visit's: UTM source, else referrer host, else direct; `(unknown)` for leads sent
// without the beacon (no JavaScript, or before sources were recorded).
const leadSource = `coalesce(utm_source, referrer_host, CASE WHEN landing_page IS NULL THEN '(unknown)' ELSE '(direct)' END)`;
// The window's first instant: midnight in Toronto of its first day.
const windowStart = `($1::date)::timestamp AT TIME ZONE '${siteTimeZone}'`;

const sql = {
  perDay: `
    SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(t.visitors, 0) AS visitors, coalesce(t.views, 0) AS views
    FROM generate_series($1::date, $2::date, interval '1 day') d LEFT JOIN content.analytics_daily_totals t ON t.day = d::date
    ORDER BY d`,
  topPages: `
    SELECT path, sum(views)::int AS views, sum(visitors)::int AS visitors FROM content.analytics_daily_pages
    WHERE day BETWEEN $1 AND $2 GROUP BY path ORDER BY views DESC, path LIMIT ${topRows}`,
  sources: `
    SELECT source, medium, campaign, sum(visitors)::int AS visitors, sum(views)::int AS views FROM content.analytics_daily_sources
    WHERE day BETWEEN $1 AND $2 GROUP BY source, medium, campaign ORDER BY visitors DESC, source, medium, campaign LIMIT ${topRows}`,
  devices: `
    SELECT device, sum(visitors)::int AS visitors, sum(views)::int AS views FROM content.analytics_daily_devices
    WHERE day BETWEEN $1 AND $2 GROUP BY device ORDER BY visitors DESC, device`,
  leadSources: `
    SELECT source, campaign, sum(enquiry)::int AS enquiries, sum(subscriber)::int AS subscribers FROM (
      SELECT ${leadSource} AS source, coalesce(utm_campaign, '') AS campaign, 1 AS enquiry, 0 AS subscriber
      FROM content.enquiries WHERE status <> 'spam' AND created_at >= ${windowStart}
      UNION ALL
      SELECT ${leadSource}, coalesce(utm_campaign, ''), 0, 1
      FROM content.subscribers WHERE status <> 'spam' AND created_at >= ${windowStart}
    ) leads GROUP BY source, campaign ORDER BY enquiries DESC, subscribers DESC, source, campaign LIMIT ${topRows}`,
  // Visitors who landed on a page (their first page of a day) against the enquiries whose visit landed there.
  landingPages: `
    WITH landed AS (
      SELECT path, sum(landings)::int AS visitors FROM content.analytics_daily_pages WHERE day BETWEEN $1 AND $2 GROUP BY path
    ), converted AS (
      SELECT landing_page AS path, count(*)::int AS enquiries FROM content.enquiries
      WHERE status <> 'spam' AND landing_page IS NOT NULL AND created_at >= ${windowStart} GROUP BY landing_page
    )
    SELECT path, coalesce(l.visitors, 0) AS visitors, coalesce(c.enquiries, 0) AS enquiries
    FROM landed l FULL JOIN converted c USING (path)
    WHERE coalesce(l.visitors, 0) > 0 OR coalesce(c.enquiries, 0) > 0
    ORDER BY visitors DESC, enquiries DESC, path LIMIT ${topRows}`,
  enquiries: `SELECT count(*)::int AS n FROM content.enquiries WHERE status <> 'spam' AND created_at >= ${windowStart}`,
  vitals: `
    SELECT to_char(day, 'YYYY-MM-DD') AS day, route, device, metric, p75, samples FROM content.analytics_daily_vitals
    WHERE day BETWEEN $1 AND $2`,
};

type VitalDay = { day: string; route: string; device: DeviceClass; metric: WebVitalName; p75: number; samples: number };

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// The 75th percentile of a period from its days' 75th percentiles, each weighted by its samples: the
// raw values are gone after the retention, so this is the figure the aggregates can give (exact for
// a period of one day, close when days are alike; documented in the README).
export function weightedP75(days: { p75: number; samples: number }[]): number {
  const sorted = [...days].sort((a, b) => a.p75 - b.p75);
  const total = sorted.reduce((n, d) => n + d.samples, 0);
  let seen = 0;
  for (const d of sorted) {
    seen += d.samples;
    if (seen >= 0.75 * total) return d.p75;
  }
  return sorted.at(-1)?.p75 ?? 0;
}

// A route is flagged when its figure left "good" or grew by a tenth or more over the previous period.
export function isWorse(metric: WebVitalName, p75: number, previous: number | null): boolean {
  if (previous === null) return false;
  const good = webVitalGoodThresholds[metric];
  return (previous <= good && p75 > good) || p75 >= previous * 1.1 + (metric === 'CLS' ? 0.005 : 5);
}

@Injectable()
export class AnalyticsReports {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async report(days: AnalyticsWindow, now = new Date()): Promise<AnalyticsReport> {
    const to = siteDay(now);
    const from = addDays(to, 1 - days);
    const q = <T>(text: string) => this.db.query(text, [from, to]) as Promise<T[]>;
    const [perDay, topPages, sources, devices, leadSources, landings, [enquiries]] = await Promise.all([
      q<AnalyticsReport['perDay'][number]>(sql.perDay),
      q<AnalyticsReport['topPages'][number]>(sql.topPages),
      q<AnalyticsReport['sources'][number]>(sql.sources),
      q<AnalyticsReport['devices'][number]>(sql.devices),
      this.db.query(sql.leadSources, [from]) as Promise<AnalyticsReport['leadSources']>,
      q<Omit<AnalyticsLandingRow, 'conversionRate'>>(sql.landingPages),
      this.db.query(sql.enquiries, [from]) as Promise<{ n: number }[]>,
    ]);
    return {
      days,
      from,
      to,
      totals: { visitors: perDay.reduce((n, d) => n + d.visitors, 0), views: perDay.reduce((n, d) => n + d.views, 0), enquiries: enquiries?.n ?? 0 },
      perDay,
      topPages,
      sources,
      devices,
      leadSources,
      landingPages: landings.map((l) => ({ ...l, conversionRate: l.visitors ? Math.round((l.enquiries / l.visitors) * 10_000) / 10_000 : 0 })),
    };
  }

  async vitals(now = new Date()): Promise<WebVitalsReport> {
    const to = siteDay(now);
    const from = addDays(to, 1 - vitalsWindowDays);
    const previousFrom = addDays(from, -vitalsWindowDays);
    const rows = (await this.db.query(sql.vitals, [previousFrom, to])) as VitalDay[];
    const groups = new Map<string, { key: Omit<VitalDay, 'day' | 'p75' | 'samples'>; current: VitalDay[]; previous: VitalDay[] }>();
    for (const row of rows) {
      const id = `${row.route}|${row.device}|${row.metric}`;
      const group = groups.get(id) ?? { key: { route: row.route, device: row.device, metric: row.metric }, current: [], previous: [] };
      (row.day >= from ? group.current : group.previous).push(row);
      groups.set(id, group);
    }
    const result: WebVitalRow[] = [];
    for (const { key, current, previous } of groups.values()) {
      if (!current.length) continue;
      const p75 = weightedP75(current);
      const previousP75 = previous.length ? weightedP75(previous) : null;
      result.push({
        ...key,
        p75,
        samples: current.reduce((n, d) => n + d.samples, 0),
        previousP75,
        good: p75 <= webVitalGoodThresholds[key.metric],
        worse: isWorse(key.metric, p75, previousP75),
      });
    }
    result.sort((a, b) => a.route.localeCompare(b.route) || a.device.localeCompare(b.device) || a.metric.localeCompare(b.metric));
    return { from, to, rows: result };
  }
}
