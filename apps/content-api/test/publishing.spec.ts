import type { AdminBlog, AdminLocationPage, Blog, BlogSummary, Category, LocationPage, Page, Preview, PreviewLink } from '@hvac/contracts';
import { DataSource } from 'typeorm';
import { call, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message?: string; error?: string };

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('publishing: states, schedules and the public reads', () => {
  let t: TestApp;
  let heating: number;
  let n = 0;

  const newBlog = (overrides: Record<string, unknown> = {}) => ({
    title: `Boiler care ${++n} ${Math.random().toString(36).slice(2, 6)}`,
    brief_paragraph: '<p>Keep the boiler running.</p>',
    published_date: '2025-06-01',
    category: heating,
    blogs_content: [{ heading: 'Pressure', paragraph: '<p>Check the gauge.</p>' }],
    ...overrides,
  });
  const createBlog = (body: unknown) => call<Reply<AdminBlog>>(t, 'POST', '/blogs', { body });
  const updateBlog = (id: number, body: unknown) => call<Reply<AdminBlog>>(t, 'PUT', `/blogs/${id}`, { body });
  const publicIds = async () => (await call<Reply<Blog[]>>(t, 'GET', '/blogs', { token: null })).body.data.map((b) => b.blog_id);
  const newPage = (overrides: Record<string, unknown> = {}) => ({
    main_heading: `Furnace repair in Town ${++n}`,
    main_paragraph: '<p>Same-day furnace and air conditioning repair for homes and businesses in town.</p>',
    meta_title: 'Furnace repair',
    meta_description: 'Furnace repair in town',
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp();
    const cats = await call<Reply<Category[]>>(t, 'GET', '/api/categories');
    heating = cats.body.data.find((c) => c.category === 'Heating')?.category_id as number;
  });
  afterAll(() => t.close());

  it('publishes a post created without state at its published_date, and schedules a future date', async () => {
    const past = await createBlog(newBlog({ published_date: '2025-03-04' }));
    expect(past.status).toBe(201);
    expect(past.body.data).toMatchObject({ state: 'published', publishAt: '2025-03-04T05:00:00.000Z', published_date: '2025-03-04' });

    const future = await createBlog(newBlog({ published_date: '2099-01-01' }));
    expect(future.body.data).toMatchObject({ state: 'scheduled', publishAt: '2099-01-01T05:00:00.000Z' });
    const ids = await publicIds();
    expect(ids).toContain(past.body.data.blog_id);
    expect(ids).not.toContain(future.body.data.blog_id);
    expect((await call(t, 'GET', `/single-blog/${future.body.data.slug_url}`, { token: null })).status).toBe(404);
  });

  it('never drops the time of a published_date: it publishes or schedules at that instant, or answers 400 naming the field', async () => {
    const later = await createBlog(newBlog({ published_date: '2099-11-26T23:00:00Z' }));
    expect(later.status).toBe(201);
    expect(later.body.data).toMatchObject({ state: 'scheduled', publishAt: '2099-11-26T23:00:00.000Z', published_date: '2099-11-26' });
    expect(await publicIds()).not.toContain(later.body.data.blog_id);
    // In Toronto the instant is already the next day: the post shows the day it goes public there.
    const evening = await createBlog(newBlog({ published_date: '2025-03-05T03:30:00Z' }));
    expect(evening.body.data).toMatchObject({ state: 'published', publishAt: '2025-03-05T03:30:00.000Z', published_date: '2025-03-04' });
    const wallTime = await createBlog(newBlog({ published_date: '2099-05-01T09:30' }));
    expect(wallTime.body.data).toMatchObject({ state: 'scheduled', publishAt: '2099-05-01T13:30:00.000Z' });
    // Saving the same instant again keeps the schedule as it is.
    const kept = await updateBlog(later.body.data.blog_id, newBlog({ title: later.body.data.title, slug_url: later.body.data.slug_url, published_date: '2099-11-26T23:00:00Z' }));
    expect(kept.body.data).toMatchObject({ state: 'scheduled', publishAt: '2099-11-26T23:00:00.000Z' });
    for (const bad of ['2099-11-26T23:00:00.123456Z', '2099-W48-4', '2099-02-30']) {
      const res = await createBlog(newBlog({ published_date: bad }));
      expect({ bad, status: res.status, message: res.body.message }).toEqual({ bad, status: 400, message: expect.stringMatching(/^published_date must be/) });
    }
  });

  it('keeps drafts out of every public read and shows them to the admin', async () => {
    const draft = await createBlog(newBlog({ state: 'draft' }));
    expect(draft.body.data).toMatchObject({ state: 'draft' });
    const { blog_id: id, slug_url: slug } = draft.body.data;

    expect(await publicIds()).not.toContain(id);
    const summaries = await call<Reply<BlogSummary[]>>(t, 'GET', '/blogs?fields=summary&limit=100', { token: null });
    expect(summaries.body.data.map((b) => b.blog_id)).not.toContain(id);
    expect((await call(t, 'GET', `/single-blog/${id}`, { token: null })).status).toBe(404);
    expect((await call(t, 'GET', `/single-blog/${slug}`, { token: null })).status).toBe(404);
    for (const feed of ['/sitemap.xml', '/rss.xml']) {
      const res = await fetch(`${t.baseUrl}${feed}`);
      expect(await res.text()).not.toContain(slug);
    }

    const one = await call<Reply<AdminBlog>>(t, 'GET', `/api/admin/blogs/${id}`);
    expect(one.body.data).toMatchObject({ blog_id: id, state: 'draft', blogs_content: [{ heading: 'Pressure' }] });
    const drafts = await call<Reply<Page<AdminBlog>>>(t, 'GET', '/api/admin/blogs?state=draft');
    expect(drafts.body.data.items.map((b) => b.blog_id)).toContain(id);
    expect(drafts.body.data.items.every((b) => b.state === 'draft')).toBe(true);
    expect((await call(t, 'GET', '/api/admin/blogs', { token: null })).status).toBe(401);
  });

  it('schedules a draft, refuses a past schedule, and unpublishes back to draft', async () => {
    const { blog_id: id } = (await createBlog(newBlog({ state: 'draft' }))).body.data;
    const past = await updateBlog(id, newBlog({ state: 'scheduled', publishAt: inMs(-60_000) }));
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/publishAt must be in the future/);
    const bad = await updateBlog(id, newBlog({ state: 'scheduled', publishAt: 'soon' }));
    expect(bad.status).toBe(400);
    expect((await updateBlog(id, newBlog({ state: 'archived' }))).status).toBe(400);

    const scheduled = await updateBlog(id, newBlog({ state: 'scheduled', publishAt: '2099-05-01T09:30' }));
    expect(scheduled.body.data).toMatchObject({ state: 'scheduled', publishAt: '2099-05-01T13:30:00.000Z', published_date: '2099-05-01' });
    const upcoming = await call<Reply<Page<AdminBlog>>>(t, 'GET', '/api/admin/blogs?state=scheduled&limit=5');
    expect(upcoming.body.data.items[0]).toMatchObject({ title: expect.any(String), publishAt: expect.any(String) });
    expect(upcoming.body.data.items.map((b) => b.blog_id)).toContain(id);

    const published = await updateBlog(id, newBlog({ state: 'published' }));
    expect(published.body.data.state).toBe('published');
    expect(await publicIds()).toContain(id);
    const rescheduled = await updateBlog(id, newBlog({ state: 'scheduled', publishAt: '2099-06-01T09:00' }));
    expect(rescheduled.status).toBe(409);
    expect(rescheduled.body.message).toMatch(/already published/);

    const unpublished = await updateBlog(id, newBlog({ state: 'draft' }));
    expect(unpublished.body.data.state).toBe('draft');
    expect(await publicIds()).not.toContain(id);
    // A failed save changed nothing.
    expect((await call<Reply<AdminBlog>>(t, 'GET', `/api/admin/blogs/${id}`)).body.data.state).toBe('draft');
  });

  it('orders public lists by publish time, never by the last edit', async () => {
    const older = (await createBlog(newBlog({ published_date: '2024-01-10' }))).body.data;
    const newer = (await createBlog(newBlog({ published_date: '2024-02-10' }))).body.data;
    await updateBlog(older.blog_id, newBlog({ title: older.title, slug_url: older.slug_url, published_date: '2024-01-10', brief_paragraph: '<p>Typo fixed.</p>' }));
    const ids = await publicIds();
    expect(ids.indexOf(newer.blog_id)).toBeLessThan(ids.indexOf(older.blog_id));
  });

  it('makes a scheduled post public at its time on its own, and the job relabels it', async () => {
    const created = await createBlog(newBlog({ state: 'scheduled', publishAt: inMs(1500) }));
    expect(created.status).toBe(201);
    const id = created.body.data.blog_id;
    expect(await publicIds()).not.toContain(id);

    const deadline = Date.now() + 10_000;
    let seenAt = 0;
    while (Date.now() < deadline && !seenAt) {
      if ((await publicIds()).includes(id)) seenAt = Date.now();
      else await sleep(100);
    }
    const due = Date.parse(created.body.data.publishAt as string);
    expect(seenAt).toBeGreaterThanOrEqual(due);
    expect(seenAt - due).toBeLessThan(2000);
    const rss = await (await fetch(`${t.baseUrl}/rss.xml`)).text();
    expect(rss).toContain(created.body.data.slug_url);

    // The stored label follows within a few seconds (the delayed BullMQ job).
    let stored = '';
    while (Date.now() < deadline + 5000 && stored !== 'published') {
      [{ state: stored }] = await t.app.get(DataSource).query('SELECT state FROM content.blogs WHERE blog_id = $1', [id]);
      if (stored !== 'published') await sleep(100);
    }
    expect(stored).toBe('published');
  });

  it('schedules a location page at the exact instant it is given, or answers 400 naming publishAt', async () => {
    const scheduled = await call<Reply<AdminLocationPage>>(t, 'POST', '/api/locationpages/create', { body: newPage({ state: 'scheduled', publishAt: '2099-11-26T23:00:00Z' }) });
    expect(scheduled.body.data).toMatchObject({ state: 'scheduled', publishAt: '2099-11-26T23:00:00.000Z' });
    for (const bad of ['2099-11-26T23:00:00.123456Z', '2099-W48-4']) {
      const res = await call<Reply<AdminLocationPage>>(t, 'POST', '/api/locationpages/create', { body: newPage({ state: 'scheduled', publishAt: bad }) });
      expect({ bad, status: res.status, message: res.body.message }).toEqual({ bad, status: 400, message: expect.stringMatching(/^publishAt must be/) });
    }
  });

  it('gives location pages the same states, hides drafts and lists them for the admin', async () => {
    const draft = await call<Reply<AdminLocationPage>>(t, 'POST', '/api/locationpages/create', { body: newPage({ state: 'draft' }) });
    expect(draft.status).toBe(201);
    const { location_id: id, slug_url: slug } = draft.body.data;
    expect((await call(t, 'GET', `/api/locationpages/url/${slug}`, { token: null })).status).toBe(404);
    expect((await call(t, 'GET', `/api/locationpages/${id}`, { token: null })).status).toBe(404);
    const list = await call<Reply<LocationPage[]>>(t, 'GET', '/api/locationpages', { token: null });
    expect(list.body.data.map((p) => p.location_id)).not.toContain(id);
    const admin = await call<Reply<Page<AdminLocationPage>>>(t, 'GET', '/api/admin/locationpages?state=draft');
    expect(admin.body.data.items.map((p) => p.location_id)).toContain(id);

    const published = await call<Reply<AdminLocationPage>>(t, 'PUT', `/api/locationpages/${id}`, { body: newPage({ main_heading: 'Furnace repair in Ajax', slug_url: slug, state: 'published' }) });
    expect(published.body.data).toMatchObject({ state: 'published', publishAt: expect.any(String) });
    expect((await call(t, 'GET', `/api/locationpages/url/${slug}`, { token: null })).status).toBe(200);

    const spec = await call<Reply<AdminLocationPage>>(t, 'POST', '/api/locationpages/create', { body: newPage() });
    expect(spec.body.data.state).toBe('published');
    expect((await call(t, 'GET', '/api/admin/locationpages?state=nope')).status).toBe(400);
  });

  it('opens a draft through a preview link, for anyone, uncached and unindexed, until it is revoked', async () => {
    const draft = (await createBlog(newBlog({ state: 'draft', title: 'Preview me' }))).body.data;
    const link = await call<Reply<PreviewLink>>(t, 'POST', '/api/admin/previews', { body: { kind: 'blog', id: draft.blog_id } });
    expect(link.status).toBe(201);
    expect(link.body.data.path).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.body.data.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const token = link.body.data.path.split('/').pop() as string;

    const opened = await call<Reply<Preview>>(t, 'GET', `/api/preview/${token}`, { token: null });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ kind: 'blog', item: { blog_id: draft.blog_id, title: 'Preview me' } });
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // Seeing the preview publishes nothing.
    expect(await publicIds()).not.toContain(draft.blog_id);

    expect((await call(t, 'GET', `/api/preview/${token.slice(0, -1)}x`, { token: null })).status).toBe(404);
    expect((await call(t, 'GET', '/api/preview/short', { token: null })).status).toBe(404);
    expect((await call(t, 'POST', '/api/admin/previews', { body: { kind: 'blog', id: 999999 } })).status).toBe(404);
    expect((await call(t, 'POST', '/api/admin/previews', { body: { kind: 'page', id: 1 } })).status).toBe(400);
    expect((await call(t, 'POST', '/api/admin/previews', { body: { kind: 'blog', id: draft.blog_id }, token: null })).status).toBe(401);

    const revoked = await call<Reply<{ revoked: number }>>(t, 'DELETE', `/api/admin/previews/blog/${draft.blog_id}`);
    expect(revoked.body.data.revoked).toBe(1);
    expect((await call(t, 'GET', `/api/preview/${token}`, { token: null })).status).toBe(404);
  });

  it('refuses an expired preview link', async () => {
    const page = (await call<Reply<AdminLocationPage>>(t, 'POST', '/api/locationpages/create', { body: newPage({ state: 'draft' }) })).body.data;
    const link = await call<Reply<PreviewLink>>(t, 'POST', '/api/admin/previews', { body: { kind: 'location-page', id: page.location_id } });
    const token = link.body.data.path.split('/').pop() as string;
    expect((await call<Reply<Preview>>(t, 'GET', `/api/preview/${token}`, { token: null })).body.data.kind).toBe('location-page');
    await t.app.get(DataSource).query(`UPDATE content.preview_links SET expires_at = now() - interval '1 second' WHERE item_id = $1 AND kind = 'location-page'`, [page.location_id]);
    expect((await call(t, 'GET', `/api/preview/${token}`, { token: null })).status).toBe(404);
  });
});
