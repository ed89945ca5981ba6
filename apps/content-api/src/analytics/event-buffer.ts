import type { AnalyticsEnv } from './analytics.config';
import type { QueryRows } from './daily-salt';

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
// travels as epoch milliseconds: the driver encodes a number far faster than a Date.
const insertSql = `INSERT INTO content.analytics_events (${columns.join(', ')})
  SELECT to_timestamp(at_ms / 1000), ${columns.slice(1).join(', ')}
  FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')}) AS batch(at_ms, ${columns.slice(1).join(', ')})`;

// Events are taken on the request path into memory and written in batches (every ANALYTICS_FLUSH_MS,
// or at once when ANALYTICS_FLUSH_EVENTS are waiting), so a burst of page views costs one insert, not
// one per view. A failed insert keeps its events for the next flush, up to ANALYTICS_BUFFER_MAX; the
// rest of the buffer is written when the collector stops.
export type BufferSettings = Pick<AnalyticsEnv, 'ANALYTICS_FLUSH_MS' | 'ANALYTICS_FLUSH_EVENTS' | 'ANALYTICS_BUFFER_MAX'>;
export type WarnLog = (fields: Record<string, unknown>, message: string) => void;

export class EventBuffer {
  private waiting: StoredEvent[] = [];
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private dropped = 0;
  // The last insert failed: the next waits for its retry time however many events gather.
  private failing = false;

  constructor(
    private readonly query: QueryRows,
    private readonly env: BufferSettings,
    private readonly warn: WarnLog,
  ) {}

  add(events: StoredEvent[]): void {
    this.waiting.push(...events);
    const excess = this.waiting.length - this.env.ANALYTICS_BUFFER_MAX;
    if (excess > 0) {
      this.waiting.splice(0, excess);
      this.dropped += excess;
    }
    // While a write runs, events gather for the next one, which its end schedules: one insert each
    // time, not one per beacon that crossed the threshold meanwhile.
    if (!this.flushing) this.schedule();
  }

  private schedule(): void {
    if (!this.waiting.length) return;
    if (this.waiting.length >= this.env.ANALYTICS_FLUSH_EVENTS && !this.failing) void this.flush();
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
    this.flushing = this.write(batch).finally(() => {
      this.flushing = undefined;
      this.schedule();
    });
    await this.flushing;
  }

  private async write(batch: StoredEvent[]): Promise<void> {
    try {
      await this.query(insertSql, [
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
      if (this.dropped) this.warn({ dropped: this.dropped }, 'analytics events dropped while the database was away');
      this.dropped = 0;
      this.failing = false;
    } catch (error) {
      this.failing = true;
      // Kept for the next flush (oldest dropped past the cap); page views are not worth failing a request for.
      this.waiting = [...batch, ...this.waiting];
      this.warn({ err: String(error), waiting: this.waiting.length }, 'analytics events not written; retrying');
      this.timer ??= setTimeout(() => void this.flush(), Math.max(this.env.ANALYTICS_FLUSH_MS, 5000)).unref();
    }
  }
}
