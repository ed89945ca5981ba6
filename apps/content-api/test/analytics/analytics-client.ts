import type { AnalyticsEvent } from '@hvac/contracts';
import { analyticsPaths } from '@hvac/contracts';
import { DataSource } from 'typeorm';
import { CollectorWorker } from '../../src/analytics/collector-worker.service';
import { call, type TestApp } from '../test-app';

export const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const safariOnIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// The app as seen on its analytics collector's port (a worker thread with a server of its own).
export const collectorOf = (t: TestApp): TestApp => ({ ...t, baseUrl: `http://127.0.0.1:${t.app.get(CollectorWorker).port}` });

// Writes what the collector holds now.
export const flushEvents = (t: TestApp) => t.app.get(CollectorWorker).flush();

// A beacon from one visitor: the address as the gateway would name it (the test app trusts loopback
// proxies) and a browser's user agent.
export function sendEvents(t: TestApp, events: AnalyticsEvent[] | unknown, visitor: { ip?: string; ua?: string; headers?: Record<string, string> } = {}) {
  return call(collectorOf(t), 'POST', analyticsPaths.events, {
    token: null,
    body: Array.isArray(events) ? { events } : events,
    headers: { 'x-forwarded-for': visitor.ip ?? '203.0.113.10', 'user-agent': visitor.ua ?? chromeOnWindows, ...visitor.headers },
  });
}

export const analyticsDb = (t: TestApp) => t.app.get(DataSource);

export type RawEventRow = { day: string; kind: string; visitor: string; path: string; route: string; device: string; country: string | null; referrer_host: string | null; utm_source: string | null; metric: string | null; value: number | null };

export async function rawEvents(t: TestApp): Promise<RawEventRow[]> {
  return (await analyticsDb(t).query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, visitor::text, path, route, device, country, referrer_host, utm_source, metric, value FROM content.analytics_events ORDER BY id`)) as RawEventRow[];
}
