import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ANALYTICS_ENV, type AnalyticsEnv } from './analytics.config';

// One raw event as stored (content.analytics_events).
export type StoredEvent = {
  at: Date;
  day: string;
  kind: 'pageview' | 'vital';
  visitor: bigint;
  path: string;
  route: string;
  device: string;
  country: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  metric: string | null;
  value: number | null;
};

const columns = ['at', 'day', 'kind', 'visitor', 'path', 'route', 'device', 'country', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'metric', 'value'] as const;
const types = ['float8', 'date', 'varchar', 'bigint', 'varchar', 'varchar', 'varchar', 'char(2)', 'varchar', 'varchar', 'varchar', 'varchar', 'varchar', 'float8'] as const;
// One statement for a whole batch: each column as an array parameter, unnested into rows. The time
// travels as epoch milliseconds: the driver encodes a number far faster than a Date, and it does so on
// the event loop that also answers page reads.
const insertSql = `INSERT INTO content.analytics_events (${columns.join(', ')})
  SELECT to_timestamp(at_ms / 1000), ${columns.slice(1).join(', ')}
  FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')}) AS batch(at_ms, ${columns.slice(1).join(', ')})`;

// Events are taken on the request path into memory and written in batches (every ANALYTICS_FLUSH_MS,
// or at once when ANALYTICS_FLUSH_EVENTS are waiting), so a burst of page views costs one insert, not
// one per view. A failed insert keeps its events for the next flush, up to ANALYTICS_BUFFER_MAX; the
// rest of the buffer is written when the process stops.
@Injectable()
export class EventBuffer implements OnApplicationShutdown {
  private readonly logger = new Logger('AnalyticsBuffer');
  private waiting: StoredEvent[] = [];
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private dropped = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ANALYTICS_ENV) private readonly env: AnalyticsEnv,
  ) {}

  add(events: StoredEvent[]): void {
    this.waiting.push(...events);
    const excess = this.waiting.length - this.env.ANALYTICS_BUFFER_MAX;
    if (excess > 0) {
      this.waiting.splice(0, excess);
      this.dropped += excess;
    }
    if (this.waiting.length >= this.env.ANALYTICS_FLUSH_EVENTS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.env.ANALYTICS_FLUSH_MS).unref();
  }

  // Writes everything waiting; a flush already running is waited for first, so batches never overlap.
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    if (!this.waiting.length) return;
    const batch = this.waiting;
    this.waiting = [];
    this.flushing = this.write(batch).finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private async write(batch: StoredEvent[]): Promise<void> {
    try {
      await this.db.query(insertSql, [
        batch.map((e) => e.at.getTime()),
        batch.map((e) => e.day),
        batch.map((e) => e.kind),
        batch.map((e) => e.visitor.toString()),
        batch.map((e) => e.path),
        batch.map((e) => e.route),
        batch.map((e) => e.device),
        batch.map((e) => e.country),
        batch.map((e) => e.referrerHost),
        batch.map((e) => e.utmSource),
        batch.map((e) => e.utmMedium),
        batch.map((e) => e.utmCampaign),
        batch.map((e) => e.metric),
        batch.map((e) => e.value),
      ]);
      if (this.dropped) this.logger.warn({ dropped: this.dropped }, 'analytics events dropped while the database was away');
      this.dropped = 0;
    } catch (error) {
      // Kept for the next flush (oldest dropped past the cap); page views are not worth failing a request for.
      this.waiting = [...batch, ...this.waiting];
      this.logger.warn({ err: String(error), waiting: this.waiting.length }, 'analytics events not written; retrying');
      this.timer ??= setTimeout(() => void this.flush(), Math.max(this.env.ANALYTICS_FLUSH_MS, 5000)).unref();
    }
  }
}
