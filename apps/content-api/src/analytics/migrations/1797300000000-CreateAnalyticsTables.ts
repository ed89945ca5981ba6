import type { MigrationInterface, QueryRunner } from 'typeorm';

// The daily aggregates by dimension: one row per Toronto day and key, the day first in every key. The text this
// builds is what the applied migration ran: keep it byte for byte.
type DailyTable = { table: string; columns: string[]; key: string[] };
const dailyTables: DailyTable[] = [
  {
    table: 'analytics_daily_pages',
    columns: ['path varchar(300) NOT NULL', 'route varchar(40) NOT NULL', 'visitors integer NOT NULL', 'views integer NOT NULL', '-- visitors whose first view of the day was this page\n        landings integer NOT NULL'],
    key: ['path'],
  },
  {
    table: 'analytics_daily_sources',
    columns: ['source varchar(253) NOT NULL', 'medium varchar(100) NOT NULL', 'campaign varchar(100) NOT NULL', 'visitors integer NOT NULL', 'views integer NOT NULL'],
    key: ['source', 'medium', 'campaign'],
  },
  { table: 'analytics_daily_devices', columns: ['device varchar(8) NOT NULL', 'visitors integer NOT NULL', 'views integer NOT NULL'], key: ['device'] },
  {
    table: 'analytics_daily_vitals',
    columns: ['route varchar(40) NOT NULL', 'device varchar(8) NOT NULL', 'metric varchar(4) NOT NULL', 'p75 double precision NOT NULL', 'samples integer NOT NULL'],
    key: ['route', 'device', 'metric'],
  },
];
const createDailyTable = ({ table, columns, key }: DailyTable) => `
      CREATE TABLE content.${table} (
        day date NOT NULL,
${columns.map((column) => `        ${column},\n`).join('')}        PRIMARY KEY (day, ${key.join(', ')})
      )`;

// First-party analytics. Raw events live until the owner's retention; the daily aggregates stay.
// No column holds an address or a user agent: a visitor is a 64-bit hash of the day's salt, the
// site, the address and the browser, and each day's salt is deleted once the day is over, so
// nobody (the operator included) can tie a hash to an address or follow it to another day.
export class CreateAnalyticsTables1797300000000 implements MigrationInterface {
  name = 'CreateAnalyticsTables1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.analytics_salts (
        day date PRIMARY KEY,
        salt bytea NOT NULL
      )`);
    await q.query(`
      CREATE TABLE content.analytics_events (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        day date NOT NULL,
        kind varchar(8) NOT NULL CONSTRAINT analytics_events_kind_check CHECK (kind IN ('pageview', 'vital')),
        visitor bigint NOT NULL,
        path varchar(300) NOT NULL,
        route varchar(40) NOT NULL,
        device varchar(8) NOT NULL CONSTRAINT analytics_events_device_check CHECK (device IN ('phone', 'tablet', 'desktop')),
        country char(2),
        referrer_host varchar(253),
        utm_source varchar(100),
        utm_medium varchar(100),
        utm_campaign varchar(100),
        metric varchar(4),
        value double precision
      )`);
    await q.query(`CREATE INDEX analytics_events_day_idx ON content.analytics_events (day)`);
    // One row per Toronto day and dimension value; visitors are distinct hashes of that day.
    await q.query(`
      CREATE TABLE content.analytics_daily_totals (
        day date PRIMARY KEY,
        visitors integer NOT NULL,
        views integer NOT NULL
      )`);
    for (const daily of dailyTables) await q.query(createDailyTable(daily));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['analytics_daily_vitals', 'analytics_daily_devices', 'analytics_daily_sources', 'analytics_daily_pages', 'analytics_daily_totals', 'analytics_events', 'analytics_salts']) {
      await q.query(`DROP TABLE content.${table}`);
    }
  }
}
