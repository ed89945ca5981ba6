import { type AdminBlog, type AdminLocationPage, apiPaths, type SiteSettings, type SiteSettingsRecord, type StaleSaveFail, versionTag } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import { call, categoryId, type JsonReply, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message?: string };

// Two people, one post: a save sends back the version it was edited from (If-Match) and a save over a newer
// version is refused with 409 naming who saved it and when; saves without If-Match (the spec's API) still go through.
describe('saves over a newer version', () => {
  let t: TestApp;
  let ann: string;
  let ben: string;
  let heating: number;
  const post = (title: string) => ({
    title,
    slug_url: 'two-editors',
    brief_paragraph: '<p>Before the first cold night.</p>',
    published_date: '2025-06-01',
    category: heating,
    blogs_content: [{ heading: 'Filters', paragraph: '<p>Change the filter every three months.</p>' }],
  });
  const page = (mainHeading: string) => ({
    slug_url: 'two-editors-acton',
    main_heading: mainHeading,
    main_paragraph: '<p>Same-day furnace and air conditioning repair for homes and businesses in Acton.</p>',
    meta_title: 'Furnace repair in Acton',
    meta_description: 'Furnace repair in Acton, Ontario',
  });
  const settings = (emergencyStripText: string): SiteSettings => ({ ...defaultSiteSettings, phones: { main: '(905) 555-0111', emergency: '(905) 555-0199' }, emergencyStripText });
  const save = <T>(method: string, path: string, body: unknown, token: string, version?: number | string) =>
    call<T>(t, method, path, { body, token, headers: version === undefined ? {} : { 'if-match': typeof version === 'number' ? versionTag(version) : version } });
  // Two saves from the same version at the same moment: the row lock decides, the loser sees the winner's save.
  const race = async (send: (token: string, text: string) => Promise<JsonReply>) => {
    const replies = await Promise.all([send(ann, 'Ann was here'), send(ben, 'Ben was here')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies[0].status === 200 ? 'Ann Writer' : 'Ben Editor';
    const loser = replies.find((r) => r.status === 409) as JsonReply<StaleSaveFail>;
    expect(loser.body.conflict.savedBy?.toLowerCase()).toContain(winner === 'Ann Writer' ? 'ann' : 'ben');
    return { winner, loser };
  };

  beforeAll(async () => {
    t = await startTestApp();
    ann = await t.issuer.sign({ name: 'Ann Writer', email: 'ann@example.com' });
    ben = await t.issuer.sign({ name: 'Ben Editor', email: 'ben@example.com' });
    heating = await categoryId(t, 'Heating');
  });
  afterAll(() => t.close());

  it('posts: the editor read sends the version as ETag; a stale save is refused with who, when and the comparison', async () => {
    const created = await save<Reply<AdminBlog>>('POST', '/blogs', post('Furnace tune-up checklist'), ann);
    expect(created.status).toBe(201);
    expect(created.body.data.version).toBe(1);
    expect(created.headers.get('etag')).toBe('"1"');
    const id = created.body.data.blog_id;
    const read = await call<Reply<AdminBlog>>(t, 'GET', apiPaths.adminBlog(id), { token: ben });
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.headers.get('cache-control')).toBe('no-store');

    const annSaves = await save<Reply<AdminBlog>>('PUT', `/blogs/${id}`, post('Furnace tune-up guide'), ann, 1);
    expect(annSaves.status).toBe(200);
    expect(annSaves.body.data.version).toBe(2);
    expect(annSaves.headers.get('etag')).toBe('"2"');

    const before = Date.now();
    const benSaves = await save<StaleSaveFail>('PUT', `/blogs/${id}`, post('Furnace tune-up notes'), ben, 1);
    expect(benSaves.status).toBe(409);
    expect(benSaves.body.message).toMatch(/^Ann Writer saved a newer version of this post at .+ \(Toronto time\), after you opened it\./);
    expect(benSaves.body.conflict).toMatchObject({ savedBy: 'Ann Writer', version: 2 });
    expect(Date.parse(benSaves.body.conflict.savedAt)).toBeLessThanOrEqual(before);
    expect(benSaves.body.conflict.comparison?.from.author).toBe('Ann Writer');
    expect(benSaves.body.conflict.comparison?.fields).toEqual([
      { field: 'title', label: 'Title', pieces: [{ value: 'Furnace tune-up ', change: 'same' }, { value: 'guide', change: 'removed' }, { value: 'notes', change: 'added' }] },
    ]);
    // Nothing of the refused save was kept: the title and the history are Ann's.
    const after = await call<Reply<AdminBlog>>(t, 'GET', apiPaths.adminBlog(id));
    expect(after.body.data).toMatchObject({ title: 'Furnace tune-up guide', version: 2 });
    expect((await call<Reply<unknown[]>>(t, 'GET', `/api/admin/revisions/blog/${id}`)).body.data).toHaveLength(2);

    // Saving over it on purpose: the stored version as If-Match.
    expect((await save('PUT', `/blogs/${id}`, post('Furnace tune-up notes'), ben, 2)).status).toBe(200);
    // The spec's API without If-Match (and `*`, any version) still saves.
    expect((await save<Reply<AdminBlog>>('PUT', `/blogs/${id}`, post('Plain client'), ann)).body.data.version).toBe(4);
    expect((await save('PUT', `/blogs/${id}`, post('Any version'), ann, '*')).status).toBe(200);
    // A weak tag (a compressing proxy weakens the ETag) names the version too; a list or a tag not of ours is a 400, never ignored.
    expect((await save('PUT', `/blogs/${id}`, post('Weak tag'), ann, 'W/"5"')).status).toBe(200);
    for (const foreign of ['"6", "7"', '"v6"', 'W/"abc"']) {
      const refused = await save<StaleSaveFail>('PUT', `/blogs/${id}`, post('Foreign tag'), ann, foreign);
      expect([foreign, refused.status, refused.body.message]).toEqual([foreign, 400, 'If-Match must be the ETag the editor loaded, such as "3"']);
    }
    expect((await save('PUT', '/blogs/999999', post('Gone'), ann, 1)).status).toBe(404);
  });

  it('posts: of two concurrent saves from the same version exactly one wins', async () => {
    const id = (await save<Reply<AdminBlog>>('POST', '/blogs', { ...post('Race'), slug_url: 'two-editors-race' }, ann)).body.data.blog_id;
    const { winner } = await race((token, text) => save('PUT', `/blogs/${id}`, { ...post(text), slug_url: 'two-editors-race' }, token, 1));
    const stored = await call<Reply<AdminBlog>>(t, 'GET', apiPaths.adminBlog(id));
    expect(stored.body.data).toMatchObject({ title: `${winner.split(' ')[0]} was here`, version: 2 });
    expect((await call<Reply<unknown[]>>(t, 'GET', `/api/admin/revisions/blog/${id}`)).body.data).toHaveLength(2);
  });

  it('location pages: versioned the same way, a stale save refused, concurrent saves have one winner', async () => {
    const created = await save<Reply<AdminLocationPage>>('POST', '/api/locationpages/create', page('Furnace repair in Acton'), ann);
    expect(created.status).toBe(201);
    const id = created.body.data.location_id;
    const read = await call<Reply<AdminLocationPage>>(t, 'GET', `/api/admin/locationpages/${id}`);
    expect([read.body.data.version, read.headers.get('etag')]).toEqual([1, '"1"']);

    const { winner, loser } = await race((token, text) => save('PUT', `/api/locationpages/${id}`, page(text), token, 1));
    expect(loser.body.message).toMatch(new RegExp(`^${winner} saved a newer version of this location page at `));
    expect(loser.body.conflict.comparison?.fields.map((f) => f.label)).toEqual(['Main heading']);
    const stored = await call<Reply<AdminLocationPage>>(t, 'GET', `/api/admin/locationpages/${id}`);
    expect(stored.body.data).toMatchObject({ main_heading: `${winner.split(' ')[0]} was here`, version: 2 });
    // Restoring from the history is a save too: an editor still holding version 2 is then refused.
    const [, first] = (await call<Reply<{ revision_id: number }[]>>(t, 'GET', `/api/admin/revisions/location-page/${id}`)).body.data;
    expect((await call(t, 'POST', `/api/admin/revisions/location-page/${id}/${first.revision_id}/restore`)).status).toBe(200);
    expect((await save('PUT', `/api/locationpages/${id}`, page('Held version 2'), ben, 2)).status).toBe(409);
    expect((await save('PUT', `/api/locationpages/${id}`, page('Without If-Match'), ben)).status).toBe(200);
  });

  it('settings: the version is the last save; a stale save names who saved and when; concurrent saves have one winner', async () => {
    const first = await call<Reply<SiteSettingsRecord>>(t, 'GET', apiPaths.adminSettings);
    expect(first.body.data.version).toBe(0);
    expect(first.headers.get('etag')).toBe('"0"');

    const { winner, loser } = await race((token, text) => save('PUT', apiPaths.adminSettings, settings(text), token, 0));
    const stored = await call<Reply<SiteSettingsRecord>>(t, 'GET', apiPaths.adminSettings);
    expect(stored.body.data.settings.emergencyStripText).toBe(`${winner.split(' ')[0]} was here`);
    expect(stored.headers.get('etag')).toBe(versionTag(stored.body.data.version));
    expect(loser.body.conflict).toEqual({ savedBy: stored.body.data.updatedBy, savedAt: stored.body.data.updatedAt, version: stored.body.data.version, comparison: null });
    expect(loser.body.message).toMatch(new RegExp(`^${stored.body.data.updatedBy} saved a newer version of this settings page at `));

    const next = await save<Reply<SiteSettingsRecord>>('PUT', apiPaths.adminSettings, settings('Third'), ben, stored.body.data.version);
    expect(next.status).toBe(200);
    expect(next.body.data.version).toBeGreaterThan(stored.body.data.version);
    expect(next.headers.get('etag')).toBe(versionTag(next.body.data.version));
    expect((await save('PUT', apiPaths.adminSettings, settings('Stale'), ann, stored.body.data.version)).status).toBe(409);
    expect((await save('PUT', apiPaths.adminSettings, settings('No If-Match'), ann)).status).toBe(200);
  });
});
