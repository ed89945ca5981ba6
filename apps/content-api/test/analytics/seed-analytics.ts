import type { DataSource } from 'typeorm';

// Raw events of one realistic day on `day`: `visits` visitors, each landing from a mix of sources
// (search, social, campaigns, direct) on one of ~40 pages, viewing 1 to 4 pages on phones, tablets
// and desktops, each view sending its five Web Vitals. Written in SQL so a year's worth is quick.
export async function seedRawDay(db: DataSource, day: string, visits: number): Promise<void> {
  await db.query(
    `
    WITH visitors AS (
      SELECT v, (random() * 9e18)::bigint AS visitor, (ARRAY['phone','phone','desktop','desktop','tablet'])[1 + (v % 5)] AS device,
        CASE WHEN v % 4 = 0 THEN NULL ELSE (ARRAY['www.google.com','www.bing.com','m.facebook.com','www.instagram.com','duckduckgo.com','www.yelp.ca','homestars.com','reddit.com'])[1 + (v % 8)] END AS referrer,
        CASE WHEN v % 7 = 0 THEN (ARRAY['google','facebook','newsletter'])[1 + (v % 3)] END AS utm_source,
        CASE WHEN v % 7 = 0 THEN (ARRAY['cpc','social','email'])[1 + (v % 3)] END AS utm_medium,
        CASE WHEN v % 7 = 0 THEN (ARRAY['fall-tune-up','furnace-rebate','ac-spring','heat-pump'])[1 + (v % 4)] END AS utm_campaign
      FROM generate_series(1, $2::int) v
    ),
    views AS (
      SELECT visitors.*, n,
        (ARRAY['/','/about','/services','/contact','/blog','/service-areas'])[1 + ((v + n) % 6)] AS base, (v * 7 + n) % 40 AS item
      FROM visitors, generate_series(1, 1 + (visitors.v % 4)) n
    ),
    paths AS (
      SELECT views.*, CASE WHEN item < 20 THEN base WHEN item < 32 THEN '/blog/post-' || item ELSE '/services/service-' || item END AS path
      FROM views
    )
    INSERT INTO content.analytics_events (at, day, kind, visitor, path, route, device, referrer_host, utm_source, utm_medium, utm_campaign, metric, value)
    SELECT $1::date + make_interval(secs => v * 60 + n), $1::date, 'pageview', visitor, path,
      CASE WHEN path LIKE '/blog/%' THEN '/blog/:id' WHEN path LIKE '/services/%' THEN '/services/:slug' ELSE path END,
      device, CASE WHEN n = 1 THEN referrer END, CASE WHEN n = 1 THEN utm_source END, CASE WHEN n = 1 THEN utm_medium END, CASE WHEN n = 1 THEN utm_campaign END, NULL, NULL
    FROM paths
    UNION ALL
    SELECT $1::date + make_interval(secs => v * 60 + n), $1::date, 'vital', visitor, path,
      CASE WHEN path LIKE '/blog/%' THEN '/blog/:id' WHEN path LIKE '/services/%' THEN '/services/:slug' ELSE path END,
      device, NULL, NULL, NULL, NULL, metric, CASE metric WHEN 'CLS' THEN random() * 0.2 ELSE random() * 3000 END
    FROM paths, unnest(ARRAY['LCP','INP','CLS','FCP','TTFB']) metric`,
    [day, visits],
  );
}

const dailyTables = ['analytics_daily_totals', 'analytics_daily_pages', 'analytics_daily_sources', 'analytics_daily_devices', 'analytics_daily_vitals'];

// Copies the aggregates of `day` onto each of the `days` days before it: a year of the same day's figures.
export async function repeatAggregates(db: DataSource, day: string, days: number): Promise<void> {
  for (const table of dailyTables) {
    const columns = ((await db.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'content' AND table_name = $1 AND column_name <> 'day' ORDER BY ordinal_position`, [table])) as { column_name: string }[]).map((c) => c.column_name).join(', ');
    await db.query(`INSERT INTO content.${table} (day, ${columns}) SELECT d::date, ${columns} FROM content.${table}, generate_series($1::date - $2::int, $1::date - 1, interval '1 day') d WHERE day = $1::date`, [day, days]);
  }
}

// Bytes on disk of the daily aggregates, indexes included.
export async function aggregateBytes(db: DataSource): Promise<number> {
  const [row] = (await db.query(`SELECT sum(pg_total_relation_size(('content.' || t)::regclass))::bigint AS bytes FROM unnest($1::text[]) t`, [dailyTables])) as { bytes: string }[];
  return Number(row?.bytes ?? 0);
}
