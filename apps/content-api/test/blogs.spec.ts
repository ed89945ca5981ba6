import { type Blog, type BlogSummary, type Category, contentLimits, toTorontoWallTime } from '@hvac/contracts';
import { call, conditionalGet, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message?: string; error?: string };

describe('blogs', () => {
  let t: TestApp;
  let heating: number;
  let cooling: number;
  let all: number;

  const newBlog = (overrides: Record<string, unknown> = {}) => ({
    title: `Heat pump or furnace ${Math.random().toString(36).slice(2, 8)}`,
    brief_paragraph: '<p>Which one suits an Ontario home?</p>',
    blog_image: '/media/images/example.jpg',
    published_date: '2025-06-01',
    category: heating,
    metaTitle: 'Heat pump or furnace',
    metaDescription: 'A plain comparison',
    canonicalLink: 'https://example.com/blog/heat-pump-or-furnace',
    blogs_content: [{ heading: 'Costs', paragraph: '<p>Running costs compared.</p>' }],
    ...overrides,
  });
  const create = (body: unknown) => call<Reply<Blog>>(t, 'POST', '/blogs', { body });

  beforeAll(async () => {
    t = await startTestApp();
    const cats = await call<Reply<Category[]>>(t, 'GET', '/api/categories');
    const id = (name: string) => cats.body.data.find((c) => c.category === name)?.category_id as number;
    [heating, cooling, all] = [id('Heating'), id('Cooling'), id('All')];
  });
  afterAll(() => t.close());

  it('creates, reads by list, id and slug, updates and deletes a post', async () => {
    const created = await create(newBlog({ title: 'Furnace Filters: How Often?' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'success', message: expect.any(String) });
    const id = created.body.data.blog_id;
    expect(created.body.data.slug_url).toBe('furnace-filters-how-often');

    const list = await call<Reply<Blog[]>>(t, 'GET', '/blogs', { token: null });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((b) => b.blog_id === id);
    expect(listed).toMatchObject({
      title: 'Furnace Filters: How Often?',
      brief_paragraph: '<p>Which one suits an Ontario home?</p>',
      blogs_content: [{ heading: 'Costs', paragraph: '<p>Running costs compared.</p>' }],
      metaTitle: 'Heat pump or furnace',
      metaDescription: 'A plain comparison',
      canonicalLink: 'https://example.com/blog/heat-pump-or-furnace',
      category: heating,
      published_date: '2025-06-01',
    });

    const byId = await call<Reply<Blog>>(t, 'GET', `/single-blog/${id}`, { token: null });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(listed);
    const bySlug = await call<Reply<Blog>>(t, 'GET', '/single-blog/furnace-filters-how-often', { token: null });
    expect(bySlug.body.data).toEqual(listed);

    const updated = await call<Reply<Blog>>(t, 'PUT', `/blogs/${id}`, {
      body: newBlog({ title: 'Furnace filters, revised', slug_url: '', category: String(cooling), blogs_content: [] }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'success', message: expect.any(String) });
    const reread = await call<Reply<Blog>>(t, 'GET', `/single-blog/${id}`);
    expect(reread.body.data).toMatchObject({ title: 'Furnace filters, revised', slug_url: 'furnace-filters-revised', category: cooling, blogs_content: [] });

    const removed = await call(t, 'DELETE', `/blogs/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ status: 'success', message: expect.any(String) });
    expect((await call(t, 'GET', `/single-blog/${id}`)).status).toBe(404);
    expect((await call(t, 'DELETE', `/blogs/${id}`)).status).toBe(404);
  });

  it('lists every post newest first with all fields by default', async () => {
    const older = await create(newBlog({ published_date: '2020-01-01' }));
    // A future date would be scheduled, not listed: the newest possible public post is dated today.
    const newer = await create(newBlog({ published_date: toTorontoWallTime(new Date()).slice(0, 10) }));
    const list = await call<Reply<Blog[]>>(t, 'GET', '/blogs');
    const ids = list.body.data.map((b) => b.blog_id);
    expect(ids[0]).toBe(newer.body.data.blog_id);
    expect(ids[ids.length - 1]).toBe(older.body.data.blog_id);
    const dates = list.body.data.map((b) => b.published_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const b of list.body.data) {
      expect(Object.keys(b).sort()).toEqual(
        ['blog_id', 'title', 'slug_url', 'brief_paragraph', 'blog_image', 'published_date', 'category', 'metaTitle', 'metaDescription', 'canonicalLink', 'blogs_content', 'updated_at', 'blog_image_alt', 'blog_image_caption', 'og_image_id', 'og_image'].sort(),
      );
    }
  });

  it('pages and filters only when asked', async () => {
    const everything = (await call<Reply<Blog[]>>(t, 'GET', '/blogs')).body.data;
    const page = await call<Reply<Blog[]>>(t, 'GET', '/blogs?limit=2&offset=1');
    expect(page.body.data.map((b) => b.blog_id)).toEqual(everything.slice(1, 3).map((b) => b.blog_id));
    const cooled = await create(newBlog({ category: cooling }));
    const filtered = await call<Reply<Blog[]>>(t, 'GET', `/blogs?category=${cooling}`);
    expect(filtered.body.data.length).toBeGreaterThan(0);
    expect(filtered.body.data.every((b) => b.category === cooling)).toBe(true);
    expect(filtered.body.data.some((b) => b.blog_id === cooled.body.data.blog_id)).toBe(true);
    const allCategory = await call<Reply<Blog[]>>(t, 'GET', `/blogs?category=${all}`);
    expect(allCategory.body.data.length).toBe(everything.length + 1);
    // 1e308 is an integer to JavaScript but no bigint to Postgres (it was a 500).
    for (const bad of ['limit=0', 'limit=abc', 'offset=-1', 'offset=1e%2B308', 'offset=9007199254740992', 'limit=1000', 'category=x']) {
      const res = await call(t, 'GET', `/blogs?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'fail', message: expect.any(String) });
    }
  });

  it('counts the posts the list shows, with the same category filter', async () => {
    const count = async (query = '') => (await call<Reply<{ total: number }>>(t, 'GET', `/blogs/count${query}`, { token: null })).body.data.total;
    const before = await count();
    const coolingBefore = await count(`?category=${cooling}`);
    await create(newBlog({ category: cooling }));
    // Neither a draft nor a post dated in the future is counted.
    await create(newBlog({ category: cooling, state: 'draft' }));
    await create(newBlog({ category: cooling, published_date: '2999-01-01' }));
    const everything = (await call<Reply<Blog[]>>(t, 'GET', '/blogs')).body.data;
    expect(await count()).toBe(before + 1);
    expect(await count()).toBe(everything.length);
    expect(await count(`?category=${cooling}`)).toBe(coolingBefore + 1);
    expect(await count(`?category=${cooling}`)).toBe(everything.filter((b) => b.category === cooling).length);
    expect(await count(`?category=${all}`)).toBe(everything.length);
    for (const bad of ['category=x', 'category=0', 'category=99999999999']) {
      const res = await call(t, 'GET', `/blogs/count?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'fail', message: expect.stringContaining('category') });
    }
  });

  it('lists summaries for cards when asked, in the same order, paged and filtered alike', async () => {
    await create(newBlog({ category: cooling }));
    const everything = (await call<Reply<Blog[]>>(t, 'GET', '/blogs')).body.data;
    const summaries = await call<Reply<BlogSummary[]>>(t, 'GET', '/blogs?fields=summary&limit=3', { token: null });
    expect(summaries.status).toBe(200);
    expect(summaries.body.data).toEqual(
      everything.slice(0, 3).map(({ blog_id, title, slug_url, brief_paragraph, blog_image, published_date, category }) => ({ blog_id, title, slug_url, brief_paragraph, blog_image, published_date, category })),
    );
    const cooled = (await call<Reply<BlogSummary[]>>(t, 'GET', `/blogs?fields=summary&category=${cooling}&offset=0`)).body.data;
    expect(cooled.map((b) => b.blog_id)).toEqual(everything.filter((b) => b.category === cooling).map((b) => b.blog_id));
    for (const bad of ['fields=all', 'fields=', 'fields=summary&fields=summary']) {
      const res = await call(t, 'GET', `/blogs?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'fail', message: expect.any(String) });
    }
  });

  it('normalises slugs, takes them from the title and refuses duplicates with 409', async () => {
    const a = await create(newBlog({ title: 'Ignored', slug_url: '  Émergency  Heat!!  Tips?? ' }));
    expect(a.body.data.slug_url).toBe('emergency-heat-tips');
    const b = await create(newBlog({ title: "  Why Is My AC  Freezing Up?\tHere's Why " }));
    expect(b.body.data.slug_url).toBe('why-is-my-ac-freezing-up-here-s-why');
    const dup = await create(newBlog({ title: 'Emergency heat tips' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ status: 'fail', message: expect.stringContaining('emergency-heat-tips'), error: expect.any(String) });
    const other = await create(newBlog({ title: 'Something else' }));
    const clash = await call(t, 'PUT', `/blogs/${other.body.data.blog_id}`, { body: newBlog({ slug_url: 'emergency-heat-tips' }) });
    expect(clash.status).toBe(409);
    // Keeping its own slug on update is not a conflict.
    const same = await call(t, 'PUT', `/blogs/${a.body.data.blog_id}`, { body: newBlog({ slug_url: 'emergency-heat-tips' }) });
    expect(same.status).toBe(200);
    const empty = await create(newBlog({ title: '!!!', slug_url: '' }));
    expect(empty.status).toBe(400);
    // The lookup by slug is case-insensitive.
    expect((await call(t, 'GET', '/single-blog/Emergency-Heat-Tips')).status).toBe(200);
  });

  it('drops only sections that are entirely empty and caps them at 50', async () => {
    const sections = [
      { heading: '', paragraph: '' },
      { heading: 'Only a heading', paragraph: '' },
      { heading: '', paragraph: '<p>Only a paragraph</p>' },
      { heading: '   ', paragraph: '' },
      ...Array.from({ length: 7 }, () => ({ heading: '', paragraph: '' })),
    ];
    const res = await create(newBlog({ blogs_content: sections }));
    expect(res.body.data.blogs_content).toEqual([
      { heading: 'Only a heading', paragraph: '' },
      { heading: '', paragraph: '<p>Only a paragraph</p>' },
    ]);
    const fifty = Array.from({ length: 50 }, (_, i) => ({ heading: `H${i}`, paragraph: '' }));
    expect((await create(newBlog({ blogs_content: [...fifty, { heading: '', paragraph: '' }] }))).status).toBe(201);
    const tooMany = await create(newBlog({ blogs_content: [...fifty, { heading: 'one more', paragraph: '' }] }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/50/);
  });

  it('requires an existing category, given as a number or numeric string', async () => {
    expect((await create(newBlog({ category: String(heating) }))).status).toBe(201);
    for (const category of [999_999, 'abc', null, undefined, 0, -1, 1.5]) {
      const res = await create(newBlog({ category }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'fail', message: expect.stringContaining('category'), error: expect.stringContaining('category') });
    }
  });

  it('validates dates, limits and URLs with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ published_date: 'yesterday' }, 'published_date'],
      [{ published_date: '2025-02-30' }, 'published_date'],
      [{ title: 'x'.repeat(contentLimits.titleMax + 1) }, 'title'],
      [{ title: '' }, 'title'],
      [{ metaTitle: 'x'.repeat(contentLimits.metaMax + 1) }, 'metaTitle'],
      [{ metaDescription: 'x'.repeat(contentLimits.metaMax + 1) }, 'metaDescription'],
      [{ brief_paragraph: `<p>${'x'.repeat(contentLimits.htmlParagraphMaxBytes)}</p>` }, 'brief_paragraph'],
      [{ blogs_content: [{ heading: 'h', paragraph: 'é'.repeat(contentLimits.htmlParagraphMaxBytes / 2 + 1) }] }, 'paragraph'],
      [{ blogs_content: [{ heading: 'x'.repeat(201), paragraph: '' }] }, 'heading'],
      [{ blogs_content: 'not a list' }, 'blogs_content'],
      [{ blog_image: 'javascript:alert(1)' }, 'blog_image'],
      [{ blog_image: 'data:image/png;base64,AAAA' }, 'blog_image'],
      [{ blog_image: '//evil.example/x.png' }, 'blog_image'],
      [{ blog_image: 'ftp://example.com/x.png' }, 'blog_image'],
      [{ canonicalLink: 'vbscript:msgbox(1)' }, 'canonicalLink'],
      [{ canonicalLink: 'not a url' }, 'canonicalLink'],
      [{ unexpected: 'field' }, 'unexpected'],
    ];
    for (const [overrides, field] of cases) {
      const res = await create(newBlog(overrides));
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.message).toContain(field);
      expect(res.body.error).toBe(res.body.message);
    }
    const ok = await create(newBlog({ published_date: '2025-03-04T10:00:00Z', blog_image: 'https://cdn.example.com/a.jpg', canonicalLink: '/blog/x', brief_paragraph: 'x'.repeat(99_000) }));
    expect(ok.status).toBe(201);
    expect(ok.body.data.published_date).toBe('2025-03-04');
    const today = await create(newBlog({ published_date: '' }));
    // Today where the business is: from 19:00 or 20:00 Toronto time the UTC date is already tomorrow.
    expect(today.body.data.published_date).toBe(toTorontoWallTime(new Date()).slice(0, 10));
  });

  it('answers odd bodies and parameters with a 4xx, never a 5xx', async () => {
    const bodies: unknown[] = [
      [],
      'just a string',
      42,
      { ...newBlog(), title: { $gt: '' } },
      { ...newBlog(), title: 12 },
      { ...newBlog(), category: 1e20 },
      { ...newBlog(), category: '99999999999' },
      { ...newBlog(), blogs_content: [null] },
      { ...newBlog(), blogs_content: [{ heading: 'x', paragraph: 'y', extra: 1 }] },
      { ...newBlog(), blogs_content: { heading: 'x' } },
      { ...newBlog(), published_date: 20250101 },
      { ...newBlog(), slug_url: ['a'] },
    ];
    for (const body of bodies) {
      const res = await call(t, 'POST', '/blogs', { body });
      expect({ body, status: res.status >= 400 && res.status < 500 }).toEqual({ body, status: true });
    }
    const nul = await call<Reply<Blog>>(t, 'POST', '/blogs', { body: { ...newBlog(), title: 'Nul\u0000 byte', metaTitle: 'a\u0000b', brief_paragraph: '<p>x\u0000y</p>', blogs_content: [{ heading: 'h\u0000', paragraph: '\u0000' }] } });
    expect(nul.status).toBe(201);
    expect(nul.body.data).toMatchObject({ title: 'Nul byte', metaTitle: 'ab', brief_paragraph: '<p>xy</p>', blogs_content: [{ heading: 'h', paragraph: '' }] });
    // Optional fields sent as null count as empty.
    const nulls = await call<Reply<Blog>>(t, 'POST', '/blogs', { body: { ...newBlog(), brief_paragraph: null, metaTitle: null, blogs_content: null } });
    expect(nulls.status).toBe(201);
    expect(nulls.body.data).toMatchObject({ brief_paragraph: '', metaTitle: '', blogs_content: [] });
    for (const query of ['category=99999999999', 'category=1e20', 'limit=1.5', 'offset=1e3x']) {
      expect((await call(t, 'GET', `/blogs?${query}`)).status).toBe(400);
    }
    for (const path of ['/single-blog/99999999999', `/single-blog/${'a'.repeat(5000)}`, '/single-blog/%00', '/single-blog/..%2F..%2Fetc']) {
      expect((await call(t, 'GET', path)).status).toBe(404);
    }
  });

  it('accepts an edit form that sends back the read-only fields', async () => {
    const created = await create(newBlog());
    const { data } = created.body;
    const res = await call(t, 'PUT', `/blogs/${data.blog_id}`, { body: { ...data, title: 'Edited with everything sent back', blog_id: 12345 } });
    expect(res.status).toBe(200);
    expect((await call<Reply<Blog>>(t, 'GET', `/single-blog/${data.blog_id}`)).body.data.title).toBe('Edited with everything sent back');
  });

  it('answers 404, 400, 413 and 415 with the envelope and never a 5xx', async () => {
    expect((await call(t, 'GET', '/single-blog/999999')).status).toBe(404);
    expect((await call(t, 'GET', '/single-blog/no-such-post')).body).toMatchObject({ status: 'fail', message: 'Blog not found' });
    expect((await call(t, 'PUT', '/blogs/999999', { body: newBlog() })).status).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await call(t, 'PUT', `/blogs/${id}`, { body: newBlog() })).status).toBe(400);
      expect((await call(t, 'DELETE', `/blogs/${id}`)).status).toBe(400);
    }
    const malformed = await call(t, 'POST', '/blogs', { rawBody: '{"title": "x",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 'fail', message: expect.any(String), error: expect.any(String) });
    const huge = await call(t, 'POST', '/blogs', { rawBody: JSON.stringify(newBlog({ brief_paragraph: 'x'.repeat(1_100_000) })) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ status: 'fail' });
    const notJson = await call(t, 'POST', '/blogs', { rawBody: 'title=x', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(400);
    const xml = await call(t, 'POST', '/blogs', { rawBody: '<blog><title>x</title></blog>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.body).toMatchObject({ status: 'fail', message: expect.stringMatching(/media type/i) });
    const poisoned = await call(t, 'POST', '/blogs', { rawBody: JSON.stringify(newBlog()).replace('{', '{"__proto__": {"isAdmin": true},') });
    expect(poisoned.status).toBe(400);
  });

  it('sends an ETag and a short Cache-Control, answers 304, and shows a write on the next read', async () => {
    const first = await fetch(`${t.baseUrl}/blogs`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const again = await conditionalGet(`${t.baseUrl}/blogs`, etag as string);
    expect(again.status).toBe(304);
    const created = await create(newBlog({ title: 'Visible right away' }));
    const after = await conditionalGet(`${t.baseUrl}/blogs`, etag as string);
    expect(after.status).toBe(200);
    const body = JSON.parse(after.body) as Reply<Blog[]>;
    expect(body.data.some((b) => b.blog_id === created.body.data.blog_id)).toBe(true);
    for (const path of [`/single-blog/${created.body.data.blog_id}`, '/api/categories']) {
      const res = await fetch(`${t.baseUrl}${path}`);
      expect(res.headers.get('etag')).toBeTruthy();
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    }
  });
});

describe('categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded set including All', async () => {
    const res = await call<Reply<Category[]>>(t, 'GET', '/api/categories', { token: null });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const names = res.body.data.map((c) => c.category);
    expect(names).toContain('All');
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(new Set(names).size).toBe(names.length);
    for (const c of res.body.data) expect(Number.isInteger(c.category_id)).toBe(true);
  });
});
