import type { ResponseTimeFigures, ResponseTimes, ResponseTimeWeek } from '@hvac/contracts';
import type { DataSource } from 'typeorm';
import { weekSeriesCte } from './week-series';

// Minutes from arrival to first contact (content.enquiry_first_contacts) of the enquiries received in
// each of the last N Toronto weeks, urgent and other apart, spam left out: the median and the 90th
// percentile (interpolated, as percentile_cont does) of those contacted, and how many still wait.
const responseTimesSql = `
  WITH ${weekSeriesCte},
  received AS (
    SELECT date_trunc('week', e.created_at AT TIME ZONE $1) AS week_start, e.urgent,
      extract(epoch FROM fc.contacted_at - e.created_at) / 60 AS minutes
    FROM content.enquiries e
    LEFT JOIN content.enquiry_first_contacts fc ON fc.enquiry_id = e.id
    WHERE e.status <> 'spam' AND e.created_at >= (SELECT min(week_start) FROM weeks) AT TIME ZONE $1
  )
  SELECT to_char(w.week_start, 'YYYY-MM-DD') AS "weekStart", g.urgent,
    count(r.minutes)::int AS contacted,
    (count(r.week_start) - count(r.minutes))::int AS waiting,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY r.minutes) AS median,
    percentile_cont(0.9) WITHIN GROUP (ORDER BY r.minutes) AS p90
  FROM weeks w
  CROSS JOIN (VALUES (true), (false)) AS g(urgent)
  LEFT JOIN received r ON r.week_start = w.week_start AND r.urgent = g.urgent
  GROUP BY w.week_start, g.urgent
  ORDER BY w.week_start, g.urgent DESC`;

type Row = { weekStart: string; urgent: boolean; contacted: number; waiting: number; median: number | null; p90: number | null };

// A tenth of a minute is as fine as anyone reads it.
const minutes = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

const figures = (row: Row | undefined): ResponseTimeFigures => ({
  contacted: row?.contacted ?? 0,
  waiting: row?.waiting ?? 0,
  medianMinutes: minutes(row?.median ?? null),
  p90Minutes: minutes(row?.p90 ?? null),
});

export async function responseTimes(db: DataSource, timeZone: string, weeks: number): Promise<ResponseTimes> {
  const rows = await db.query<Row[]>(responseTimesSql, [timeZone, weeks]);
  const byWeek = new Map<string, ResponseTimeWeek>();
  for (const row of rows) {
    const week = byWeek.get(row.weekStart) ?? { weekStart: row.weekStart, urgent: figures(undefined), other: figures(undefined) };
    week[row.urgent ? 'urgent' : 'other'] = figures(row);
    byWeek.set(row.weekStart, week);
  }
  return { weeks: [...byWeek.values()] };
}
