import { type Blog, type Category, historyPaths, type LocationPage, type RevisionComparison, type RevisionSummary, revisionsKeptPerItem } from '@hvac/contracts';
import { call, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message?: string };

describe('revisions', () => {
  let t: TestApp;
  let heating: number;
  const post = (overrides: Record<string, unknown> = {}) => ({
    title: 'Furnace tune-up checklist',
    brief_paragraph: '<p>Before the first cold night.</p>',
    published_date: '2025-06-01',
    category: heating,
    blogs_content: [{ heading: 'Filters', paragraph: '<p>Change the filter every three months.</p>' }],
    ...overrides,
  });
  const revisionsOf = async (type: 'blog' | 'location-page', id: number) =>
    (await call<Reply<RevisionSummary[]>>(t, 'GET', historyPaths.revisions(type, id))).body.data;

  beforeAll(async () => {
    t = await startTestApp();
    const cats = await call<Reply<Category[]>>(t, 'GET', '/api/categories');
    heating = cats.body.data.find((c) => c.category === 'Heating')?.category_id as number;
  });
  afterAll(() => t.close());

  it('keeps a revision of every save with who saved it and what changed', async () => {
    const editor = await t.issuer.sign({ name: 'Dana Editor', email: 'dana@example.com' });
    const created = await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post({ slug_url: 'tune-up-who' }), token: editor });
    const id = created.body.data.blog_id;
    await call(t, 'PUT', `/blogs/${id}`, {
      body: post({ slug_url: 'tune-up-who', title: 'Furnace tune-up guide', blogs_content: [{ heading: 'Filters', paragraph: '<p>Change it monthly.</p>' }] }),
    });
    const list = await revisionsOf('blog', id);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ author: 'Dana Editor', changes: ['Created'] });
    expect(list[0].changes).toEqual(['Title', 'Section 1']);
    expect(list[0].revision_id).toBeGreaterThan(list[1].revision_id);

    const compared = await call<Reply<RevisionComparison>>(t, 'GET', `${historyPaths.revisionComparison('blog', id)}?from=${list[1].revision_id}&to=${list[0].revision_id}`);
    expect(compared.status).toBe(200);
    expect(compared.body.data.fields.map((f) => f.label)).toEqual(['Title', 'Section 1 paragraph']);
    expect(compared.body.data.fields[0].pieces).toEqual([
      { value: 'Furnace tune-up ', change: 'same' },
      { value: 'checklist', change: 'removed' },
      { value: 'guide', change: 'added' },
    ]);
  });

  it('keeps the last revisions only, and none of a save that failed', async () => {
    const id = (await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post({ slug_url: 'tune-up-many' }) })).body.data.blog_id;
    await call(t, 'POST', '/blogs', { body: post({ slug_url: 'tune-up-taken' }) });
    for (let i = 1; i <= revisionsKeptPerItem + 2; i += 1) {
      expect((await call(t, 'PUT', `/blogs/${id}`, { body: post({ slug_url: 'tune-up-many', title: `Version ${i}` }) })).status).toBe(200);
    }
    const clash = await call(t, 'PUT', `/blogs/${id}`, { body: post({ slug_url: 'tune-up-taken', title: 'Never saved' }) });
    expect(clash.status).toBe(409);
    const list = await revisionsOf('blog', id);
    expect(list).toHaveLength(revisionsKeptPerItem);
    expect(list[0].changes).toEqual(['Title']);
    const newest = await call<Reply<{ snapshot: Blog }>>(t, 'GET', `${historyPaths.revisions('blog', id)}/${list[0].revision_id}`);
    expect(newest.body.data.snapshot.title).toBe(`Version ${revisionsKeptPerItem + 2}`);
  });

  it('restores content as a new revision and leaves the publish date alone', async () => {
    const id = (await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post({ slug_url: 'tune-up-restore' }) })).body.data.blog_id;
    await call(t, 'PUT', `/blogs/${id}`, { body: post({ slug_url: 'tune-up-restored-later', title: 'Rewritten', published_date: '2025-07-01' }) });
    const [, first] = await revisionsOf('blog', id);
    const restored = await call<Reply<Blog>>(t, 'POST', historyPaths.revisionRestore('blog', id, first.revision_id));
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ title: 'Furnace tune-up checklist', slug_url: 'tune-up-restore', published_date: '2025-07-01' });
    const list = await revisionsOf('blog', id);
    expect(list).toHaveLength(3);
    expect(list[0].changes).toEqual(['Title', 'Address (slug)']);
    // The restore renamed the post back: its later address now leads to it.
    const lookup = await call<Reply<{ target_path: string }>>(t, 'GET', `${historyPaths.redirectLookup}?path=/blog/tune-up-restored-later`, { token: null });
    expect(lookup.body.data.target_path).toBe('/blog/tune-up-restore');
  });

  it('keeps revisions of location pages and drops them with the page', async () => {
    const page = {
      main_heading: 'Furnace repair in Acton', main_paragraph: '<p>We repair and service furnaces for homes across Acton.</p>', highlighted_heading: 'Call today',
      heading_1: 'One', heading_2: 'Two', heading_3: 'Three', heading_4: 'Four',
      paragraph_1: '<p>1</p>', paragraph_2: '<p>2</p>', paragraph_3: '<p>3</p>', paragraph_4: '<p>4</p>',
      meta_title: 'Acton', meta_keywords: 'acton', meta_link: '', meta_description: 'Acton',
    };
    const id = (await call<Reply<LocationPage>>(t, 'POST', '/api/locationpages/create', { body: page })).body.data.location_id;
    await call(t, 'PUT', `/api/locationpages/${id}`, { body: { ...page, heading_2: 'Second', meta_title: 'Acton HVAC' } });
    expect((await revisionsOf('location-page', id))[0].changes).toEqual(['Heading 2', 'Meta title']);
    await call(t, 'DELETE', `/api/locationpages/${id}`);
    expect(await revisionsOf('location-page', id)).toEqual([]);
  });

  it('answers bad requests with 400 or 404 and needs an admin', async () => {
    const id = (await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post({ slug_url: 'tune-up-bad' }) })).body.data.blog_id;
    const [only] = await revisionsOf('blog', id);
    expect((await call(t, 'GET', historyPaths.revisions('blog', id), { token: null })).status).toBe(401);
    expect((await call(t, 'GET', `/api/admin/revisions/page/${id}`)).body).toMatchObject({ message: expect.stringContaining('item type') });
    expect((await call(t, 'GET', `${historyPaths.revisionComparison('blog', id)}?from=x&to=1`)).status).toBe(400);
    expect((await call(t, 'GET', `${historyPaths.revisionComparison('blog', id)}?from=${only.revision_id}&to=${only.revision_id}`)).status).toBe(400);
    expect((await call(t, 'POST', historyPaths.revisionRestore('blog', id + 1000, only.revision_id))).status).toBe(404);
    expect((await call(t, 'POST', historyPaths.revisionRestore('location-page', id, only.revision_id))).status).toBe(404);
  });
});
