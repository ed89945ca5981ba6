import { analyticsLimits, analyticsPaths } from '@hvac/contracts';
import { siteDay } from '../../src/analytics/daily-salt';
import { call, startTestApp, type TestApp } from '../test-app';
import { analyticsDb, chromeOnWindows, collectorOf, flushEvents, rawEvents, safariOnIphone, sendEvents } from './analytics-client';

const view = (path = '/services', extra: Record<string, string> = {}) => ({ type: 'pageview' as const, path, ...extra });

describe('analytics collection', () => {
  let t: TestApp;
  const flush = () => flushEvents(t);
  const clear = () => analyticsDb(t).query('DELETE FROM content.analytics_events');

  beforeAll(async () => {
    t = await startTestApp({ ANALYTICS_FLUSH_MS: '60000', ANALYTICS_FLUSH_EVENTS: '50', ANALYTICS_RATE_LIMIT: '30' });
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(clear);

  it('stores a page view with its route, source and device, and never the address or the browser', async () => {
    const sentAt = Date.now();
    const reply = await sendEvents(t, [view('/services/furnace-repair', { referrerHost: 'www.Google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'fall-tune-up' })], {
      ip: '198.51.100.7',
      ua: safariOnIphone,
      headers: { 'x-visitor-country': 'ca' },
    });
    expect(reply.status).toBe(204);
    await flush();
    const [row] = await rawEvents(t);
    expect(row).toMatchObject({
      day: siteDay(new Date()),
      kind: 'pageview',
      path: '/services/furnace-repair',
      route: '/services/:slug',
      device: 'phone',
      country: 'CA',
      referrer_host: 'www.google.com',
      utm_source: 'google',
    });
    // The time of the request, to the millisecond (it travels to the database as epoch milliseconds).
    const [{ ms }] = (await analyticsDb(t).query(`SELECT (extract(epoch FROM at) * 1000)::float8 AS ms FROM content.analytics_events`)) as { ms: number }[];
    expect(ms).toBeGreaterThanOrEqual(sentAt);
    expect(ms).toBeLessThanOrEqual(Date.now());
    const everything = JSON.stringify(await analyticsDb(t).query('SELECT * FROM content.analytics_events'));
    expect(everything).not.toContain('198.51.100.7');
    expect(everything).not.toContain('iPhone');
  });

  it('counts the same address and browser as one visitor for the day, and another browser or address as another', async () => {
    await sendEvents(t, [view('/'), view('/about')], { ip: '198.51.100.8' });
    await sendEvents(t, [view('/contact')], { ip: '198.51.100.8' });
    await sendEvents(t, [view('/contact')], { ip: '198.51.100.8', ua: safariOnIphone });
    await sendEvents(t, [view('/contact')], { ip: '198.51.100.9' });
    await flush();
    const visitors = (await rawEvents(t)).map((r) => r.visitor);
    expect(visitors[0]).toBe(visitors[1]);
    expect(visitors[0]).toBe(visitors[2]);
    expect(new Set(visitors).size).toBe(3);
  });

  it('keeps one salt, today’s, and deletes earlier days’ so their hashes can never be made again', async () => {
    const db = analyticsDb(t);
    await db.query(`INSERT INTO content.analytics_salts (day, salt) VALUES (current_date - 3, '\\x00') ON CONFLICT DO NOTHING`);
    await call(t, 'POST', analyticsPaths.adminRollup);
    const salts = (await db.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM content.analytics_salts`)) as { day: string }[];
    expect(salts.map((s) => s.day)).toEqual([siteDay(new Date())]);
  });

  it('leaves out visitors asking not to be tracked (DNT, Sec-GPC) and bots', async () => {
    expect((await sendEvents(t, [view()], { headers: { dnt: '1' } })).status).toBe(204);
    expect((await sendEvents(t, [view()], { headers: { 'sec-gpc': '1' } })).status).toBe(204);
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'curl/8.5.0']) {
      expect((await sendEvents(t, [view()], { ua })).status).toBe(204);
    }
    await flush();
    expect(await rawEvents(t)).toEqual([]);
    await sendEvents(t, [view()], { headers: { dnt: '0' } });
    await flush();
    expect(await rawEvents(t)).toHaveLength(1);
  });

  it('stores a made-up path under (other), a visit from the site itself without a source, and Web Vitals with their value, but not a CLS past its bound', async () => {
    await sendEvents(t, [
      view('/wp-login.php'),
      view('/about', { referrerHost: 'localhost:8080' }),
      { type: 'vital', path: '/blog/12', name: 'LCP', value: 1834.5 },
      { type: 'vital', path: '/blog/12', name: 'CLS', value: analyticsLimits.clsMax + 1 },
      { type: 'vital', path: '/blog/12', name: 'CLS', value: 0.25 },
    ]);
    await flush();
    const rows = await rawEvents(t);
    expect(rows.map((r) => [r.route, r.referrer_host, r.metric, r.value])).toEqual([
      ['(other)', null, null, null],
      ['/about', null, null, null],
      ['/blog/:id', null, 'LCP', 1834.5],
      ['/blog/:id', null, 'CLS', 0.25],
    ]);
  });

  it.each([
    ['not JSON', { rawBody: '{"events": [' }, 'JSON'],
    ['no events', { body: {} }, 'events must'],
    ['too many events', { body: { events: Array.from({ length: 11 }, () => view()) } }, 'at most 10 events'],
    ['an unknown type', { body: { events: [{ type: 'click', path: '/' }] } }, 'type must be pageview or vital'],
    ['a path with a query', { body: { events: [view('/services?utm_source=x')] } }, 'path must be a path of this site'],
    ['a path of another site', { body: { events: [view('//evil.example/x')] } }, 'path must be a path of this site'],
    ['a referrer with a path', { body: { events: [view('/', { referrerHost: 'google.com/search?q=furnace' })] } }, 'referrerHost must be a host name only'],
    ['a vital without a name', { body: { events: [{ type: 'vital', path: '/', value: 3 }] } }, 'name must be one of'],
    ['a negative vital', { body: { events: [{ type: 'vital', path: '/', name: 'INP', value: -1 }] } }, 'value must not be negative'],
    ['an unknown field', { body: { events: [{ ...view(), ip: '1.2.3.4' }] } }, 'ip should not exist'],
  ])('refuses %s with a 400 that says why, storing nothing', async (_case, payload, message) => {
    const reply = await call<{ message: string }>(collectorOf(t), 'POST', analyticsPaths.events, { token: null, ...payload, headers: { 'user-agent': chromeOnWindows, 'x-forwarded-for': '192.0.2.50' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(message);
    await flush();
    expect(await rawEvents(t)).toEqual([]);
  });

  it('writes events in batches, never one insert per event', async () => {
    // 120 requests of 5 events from 12 clients (each within its limit), 600 events in all.
    await Promise.all(Array.from({ length: 120 }, (_, i) => sendEvents(t, Array.from({ length: 5 }, () => view('/blog')), { ip: `192.0.2.${i % 12}` })));
    await flush();
    expect(await rawEvents(t)).toHaveLength(600);
    // Rows written by one statement share its transaction id (xmin): one per insert.
    const [{ inserts }] = (await analyticsDb(t).query('SELECT count(DISTINCT xmin::text)::int AS inserts FROM content.analytics_events')) as { inserts: number }[];
    expect(inserts).toBeGreaterThanOrEqual(1);
    expect(inserts).toBeLessThanOrEqual(600 / 50 + 1);
  });

  it('refuses a body over 4 KB with 413, and answers only the beacon route on its port', async () => {
    const big = await call<{ message: string }>(collectorOf(t), 'POST', analyticsPaths.events, { token: null, rawBody: JSON.stringify({ events: [view(`/${'a'.repeat(5000)}`)] }), headers: { 'x-forwarded-for': '192.0.2.60' } });
    expect(big.status).toBe(413);
    expect(big.body.message).toContain('larger than 4096 bytes');
    const other = await call<{ message: string }>(collectorOf(t), 'GET', '/blogs', { token: null, headers: { 'x-forwarded-for': '192.0.2.61' } });
    expect(other.status).toBe(404);
    // The main port no longer answers the beacon.
    expect((await call(t, 'POST', analyticsPaths.events, { token: null, body: { events: [view()] } })).status).toBe(404);
  });

  it('answers a flood from one network with 429 and Retry-After before reading it', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => sendEvents(t, { junk: true }, { ip: '2001:db8:1:2::77' })));
    const refused = replies.filter((r) => r.status === 429);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(30);
    expect(refused).toHaveLength(10);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same /64 is the same client.
    expect((await sendEvents(t, [view()], { ip: '2001:db8:1:2::78' })).status).toBe(429);
    expect((await sendEvents(t, [view()], { ip: '2001:db8:1:3::78' })).status).toBe(204);
  });
});

describe('analytics collection at shutdown', () => {
  it('writes the events still in memory when the process stops', async () => {
    const t = await startTestApp({ ANALYTICS_FLUSH_MS: '600000' });
    const db = analyticsDb(t);
    for (let i = 0; i < 3; i++) expect((await sendEvents(t, [view('/contact')], { ip: `198.51.100.${i + 20}` })).status).toBe(204);
    expect(await db.query('SELECT count(*)::int AS n FROM content.analytics_events')).toEqual([{ n: 0 }]);
    const options = db.options;
    await t.close();
    const { DataSource } = await import('typeorm');
    const reader = await new DataSource({ ...options, migrations: [], entities: [], migrationsRun: false } as typeof options).initialize();
    try {
      expect(await reader.query('SELECT count(*)::int AS n FROM content.analytics_events')).toEqual([{ n: 3 }]);
    } finally {
      await reader.destroy();
    }
  }, 90_000);
});
