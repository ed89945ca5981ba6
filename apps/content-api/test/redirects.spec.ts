import { type Blog, type Category, historyPaths, type Page, type Redirect } from '@hvac/contracts';
import { call, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message?: string };

describe('redirects', () => {
  let t: TestApp;
  let heating: number;
  const post = (slug: string) => ({ title: `Post ${slug}`, slug_url: slug, published_date: '2025-06-01', category: heating, blogs_content: [] });
  const lookup = async (path: string) => {
    const res = await call<Reply<{ target_path: string }>>(t, 'GET', `${historyPaths.redirectLookup}?path=${encodeURIComponent(path)}`, { token: null });
    return res.status === 200 ? res.body.data.target_path : res.status;
  };
  const addRedirect = (source_path: string, target_path: string) => call<Reply<Redirect>>(t, 'POST', historyPaths.adminRedirects, { body: { source_path, target_path } });

  beforeAll(async () => {
    t = await startTestApp();
    const cats = await call<Reply<Category[]>>(t, 'GET', '/api/categories');
    heating = cats.body.data.find((c) => c.category === 'Heating')?.category_id as number;
  });
  afterAll(() => t.close());

  it('sends a renamed post\'s old addresses to its newest one, chains collapsed', async () => {
    const id = (await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post('rename-a') })).body.data.blog_id;
    await call(t, 'PUT', `/blogs/${id}`, { body: post('rename-b') });
    expect(await lookup('/blog/rename-a')).toBe('/blog/rename-b');
    await call(t, 'PUT', `/blogs/${id}`, { body: post('rename-c') });
    expect(await lookup('/blog/rename-a')).toBe('/blog/rename-c');
    expect(await lookup('/blog/rename-b/')).toBe('/blog/rename-c');
    expect(await lookup('/blog/rename-c')).toBe(404);
    // Renaming back to an old address takes it over: that address is live again, nothing loops.
    await call(t, 'PUT', `/blogs/${id}`, { body: post('rename-a') });
    expect(await lookup('/blog/rename-a')).toBe(404);
    expect(await lookup('/blog/rename-c')).toBe('/blog/rename-a');
    const sitemap = (await call<string>(t, 'GET', '/sitemap.xml', { token: null })).body;
    expect(sitemap).toContain('/blog/rename-a<');
    expect(sitemap).not.toMatch(/\/blog\/rename-[bc]</);
    const list = (await call<Reply<Page<Redirect>>>(t, 'GET', `${historyPaths.adminRedirects}?q=/blog/rename-`)).body.data.items;
    expect(list.filter((r) => r.source_path.startsWith('/blog/rename-')).map((r) => [r.source_path, r.target_path])).toEqual([
      ['/blog/rename-b', '/blog/rename-a'],
      ['/blog/rename-c', '/blog/rename-a'],
    ]);
  });

  it('refuses a slug whose address already redirects elsewhere, saving nothing', async () => {
    await addRedirect('/blog/old-offer', '/contact');
    const res = await call(t, 'POST', '/blogs', { body: post('old-offer') });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: expect.stringContaining('/blog/old-offer already redirects to /contact') });
    expect((await call(t, 'GET', '/single-blog/old-offer')).status).toBe(404);
    // A rename onto it is refused as a whole: the post keeps its address and gets no revision.
    const id = (await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post('current-offer') })).body.data.blog_id;
    expect((await call(t, 'PUT', `/blogs/${id}`, { body: post('old-offer') })).status).toBe(409);
    expect((await call<Reply<Blog>>(t, 'GET', `/single-blog/${id}`)).body.data.slug_url).toBe('current-offer');
    expect((await call<Reply<unknown[]>>(t, 'GET', historyPaths.revisions('blog', id))).body.data).toHaveLength(1);
  });

  it('lets the owner add, edit and delete redirects, validated and normalised', async () => {
    const created = await addRedirect('  /old/./price-list/ ', '/services');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ source_path: '/old/price-list', target_path: '/services' });
    const id = created.body.data.redirect_id;
    const edited = await call<Reply<Redirect>>(t, 'PUT', historyPaths.adminRedirect(id), { body: { source_path: '/old/prices', target_path: '/contact' } });
    expect(edited.body.data).toMatchObject({ redirect_id: id, source_path: '/old/prices', target_path: '/contact' });
    expect(await lookup('/old/price-list')).toBe(404);
    expect(await lookup('/old/prices')).toBe('/contact');
    expect((await call(t, 'DELETE', historyPaths.adminRedirect(id))).status).toBe(200);
    expect(await lookup('/old/prices')).toBe(404);
    expect((await call(t, 'DELETE', historyPaths.adminRedirect(id))).status).toBe(404);
    expect((await call(t, 'PUT', historyPaths.adminRedirect(id), { body: { source_path: '/x', target_path: '/y' } })).status).toBe(404);
  });

  it.each([
    ['https://evil.example/x', 'source_path must be a path on this site'],
    ['//evil.example/x', 'must not start with "//"'],
    ['/a//b', 'must not contain "//"'],
    ['/a?b=1', 'without spaces, query string or fragment'],
    ['', 'source_path is required'],
  ])('refuses the source %p with 400', async (source, message) => {
    const res = await addRedirect(source, '/blog');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.stringContaining(message) });
  });

  it('collapses chains and refuses loops and duplicates', async () => {
    await addRedirect('/chain/b', '/chain/c');
    await addRedirect('/chain/a', '/chain/b');
    expect(await lookup('/chain/a')).toBe('/chain/c');
    await addRedirect('/chain/c', '/chain/d');
    expect(await lookup('/chain/a')).toBe('/chain/d');
    expect(await lookup('/chain/b')).toBe('/chain/d');
    const loop = await addRedirect('/chain/d', '/chain/a');
    expect(loop.status).toBe(400);
    expect(loop.body).toMatchObject({ message: expect.stringContaining('loop') });
    expect((await addRedirect('/chain/e', '/chain/e')).status).toBe(400);
    const dup = await addRedirect('/chain/a', '/blog');
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ message: 'A redirect from /chain/a already exists (to /chain/d)' });
  });

  it('refuses a redirect from a live post\'s address', async () => {
    await call(t, 'POST', '/blogs', { body: post('live-post') });
    const res = await addRedirect('/blog/live-post', '/blog');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: expect.stringContaining('is the address of a post') });
  });

  it('sends a deleted item\'s address where the owner chose, in the delete', async () => {
    const id = (await call<Reply<Blog>>(t, 'POST', '/blogs', { body: post('gone-soon') })).body.data.blog_id;
    await call(t, 'PUT', `/blogs/${id}`, { body: post('gone-now') });
    const bad = await call(t, 'DELETE', `/blogs/${id}?redirectTo=${encodeURIComponent('https://evil.example')}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.stringContaining('redirectTo must be a path on this site') });
    expect((await call(t, 'GET', `/single-blog/${id}`)).status).toBe(200);
    const removed = await call(t, 'DELETE', `/blogs/${id}?redirectTo=/blog`);
    expect(removed.body).toEqual({ status: 'success', message: 'Blog deleted successfully' });
    expect(await lookup('/blog/gone-now')).toBe('/blog');
    expect(await lookup('/blog/gone-soon')).toBe('/blog');
  });

  it('needs an admin to manage redirects, not to look one up', async () => {
    expect((await call(t, 'GET', historyPaths.adminRedirects, { token: null })).status).toBe(401);
    expect((await call(t, 'POST', historyPaths.adminRedirects, { token: null, body: { source_path: '/a', target_path: '/b' } })).status).toBe(401);
    expect((await call(t, 'GET', historyPaths.redirectLookup, { token: null })).status).toBe(400);
  });
});
