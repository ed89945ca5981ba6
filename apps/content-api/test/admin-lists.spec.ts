import { apiPaths, historyPaths, type Page } from '@hvac/contracts';
import { DataSource } from 'typeorm';
import { call, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message?: string };
type Row = Record<string, unknown>;

// 105 rows each (more than the largest page of 100), written straight to the tables; the 42nd of each
// has a name no other row shares, so a search finds exactly it.
const rows = 105;
const tag = (i: string) => `CASE WHEN ${i} = 42 THEN 'Zebra%_mark' ELSE 'Row ' || ${i} END`;
const seeds = [
  `INSERT INTO content.blogs (title, slug_url, published_date, category_id)
     SELECT ${tag('i')} || ' post', 'list-post-' || i, DATE '2025-01-01' + i, (SELECT min(category_id) FROM content.categories) FROM generate_series(1, ${rows}) i`,
  `INSERT INTO content.location_pages (main_heading, slug_url) SELECT ${tag('i')} || ' town', 'list-town-' || i FROM generate_series(1, ${rows}) i`,
  `INSERT INTO content.subscribers (email, status, consent_version, consent_at, confirm_requested_at)
     SELECT lower(replace(replace(${tag('i')}, ' ', '-'), '%_', 'pct-')) || '@list.example', 'confirmed', 'v1', now(), now() FROM generate_series(1, ${rows}) i`,
  `INSERT INTO content.redirects (source_path, target_path) SELECT '/old/' || replace(${tag('i')}, ' ', '-'), '/new/' || i FROM generate_series(1, ${rows}) i`,
  `INSERT INTO content.media (url, alt, width, height) SELECT '/media/images/list-' || i || '.webp', ${tag('i')} || ' photo', 800, 600 FROM generate_series(1, ${rows}) i`,
];

// Each admin list, the field its search looks in, and the value the 42nd row has there.
const lists: { name: string; path: string; field: string; found: string; term: string }[] = [
  { name: 'posts', path: '/api/admin/blogs', field: 'title', found: 'Zebra%_mark post', term: 'zebra%_' },
  { name: 'location pages', path: '/api/admin/locationpages', field: 'main_heading', found: 'Zebra%_mark town', term: 'ZEBRA%_MARK' },
  { name: 'subscribers', path: '/api/admin/subscribers', field: 'email', found: 'zebrapct-mark@list.example', term: 'zebrapct' },
  { name: 'redirects', path: historyPaths.adminRedirects, field: 'source_path', found: '/old/Zebra%_mark', term: 'ebra%_m' },
  { name: 'media', path: apiPaths.adminMedia, field: 'alt', found: 'Zebra%_mark photo', term: 'zebra%_mark ph' },
];

describe('admin lists: every one pages with a total and searches on the server', () => {
  let t: TestApp;
  const get = async (path: string) => call<Reply<Page<Row>>>(t, 'GET', path);

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.app.get(DataSource);
    for (const sql of seeds) await db.query(sql);
  });
  afterAll(() => t.close());

  it.each(lists)('$name: a total, pages of at most 100, and the last page reached by offset', async ({ path }) => {
    const first = await get(`${path}?limit=100`);
    expect(first.status).toBe(200);
    const { total } = first.body.data;
    expect(total).toBeGreaterThanOrEqual(rows);
    expect(first.body.data.items).toHaveLength(100);
    const last = await get(`${path}?limit=20&offset=${total - 1}`);
    expect(last.body.data).toMatchObject({ total, limit: 20, offset: total - 1 });
    expect(last.body.data.items).toHaveLength(1);
    expect((await get(`${path}?limit=101`)).status).toBe(400);
  });

  it.each(lists)('$name: q finds the row anywhere in its text, case-insensitive, with % and _ taken literally', async ({ path, field, found, term }) => {
    const hit = await get(`${path}?q=${encodeURIComponent(term)}`);
    expect(hit.status).toBe(200);
    expect({ total: hit.body.data.total, values: hit.body.data.items.map((r) => r[field]) }).toEqual({ total: 1, values: [found] });
    expect((await get(`${path}?q=${encodeURIComponent('  ')}`)).body.data.total).toBeGreaterThanOrEqual(rows);
    const tooLong = await get(`${path}?q=${'x'.repeat(101)}`);
    expect({ status: tooLong.status, message: tooLong.body.message }).toEqual({ status: 400, message: 'q must be at most 100 characters' });
  });

  it('searches within a state filter', async () => {
    const drafts = await get('/api/admin/blogs?state=draft&q=zebra');
    expect(drafts.body.data.total).toBe(0);
    const published = await get('/api/admin/blogs?state=published&q=zebra');
    expect(published.body.data.total).toBe(1);
  });
});
