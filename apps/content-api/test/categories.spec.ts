import type { Blog, Category } from '@hvac/contracts';
import { call, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message?: string; error?: string };

describe('categories', () => {
  let t: TestApp;
  const list = async () => (await call<Reply<Category[]>>(t, 'GET', '/api/categories', { token: null })).body.data;
  const idOf = async (name: string) => (await list()).find((c) => c.category === name)?.category_id as number;
  const create = (category: unknown) => call<Reply<Category>>(t, 'POST', '/api/categories', { body: { category } });
  const post = (category: number) =>
    call<Reply<Blog>>(t, 'POST', '/blogs', {
      body: {
        title: `Post ${Math.random().toString(36).slice(2, 8)}`,
        brief_paragraph: '<p>Brief</p>',
        blog_image: '/media/images/example.jpg',
        published_date: '2025-06-01',
        category,
        metaTitle: 'Meta',
        metaDescription: 'Description',
        canonicalLink: '',
        blogs_content: [],
      },
    });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates a category at the end of the list and renames it', async () => {
    const created = await create('  Heat   Pumps ');
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ category_id: expect.any(Number), category: 'Heat Pumps' });
    expect((await list()).at(-1)).toEqual(created.body.data);

    const renamed = await call<Reply<Category>>(t, 'PATCH', `/api/categories/${created.body.data.category_id}`, { body: { category: 'Air-Source Heat Pumps' } });
    expect(renamed.status).toBe(200);
    expect(await idOf('Air-Source Heat Pumps')).toBe(created.body.data.category_id);
  });

  it('answers bad names with 400 and taken names with 409', async () => {
    const empty = await create('');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('category must not be empty');
    expect((await create('<b>x</b>')).status).toBe(400);
    expect((await create('x'.repeat(101))).status).toBe(400);
    expect((await call(t, 'POST', '/api/categories', { body: { category: 'Fine', extra: 1 } })).status).toBe(400);
    const taken = await create('heating');
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).toContain('already exists');
    expect((await create('ALL')).status).toBe(409);
    const all = await idOf('All');
    expect((await call(t, 'PATCH', `/api/categories/${all}`, { body: { category: 'Everything' } })).status).toBe(409);
    expect((await call(t, 'PATCH', '/api/categories/999999', { body: { category: 'Nope' } })).status).toBe(404);
    expect((await call(t, 'POST', '/api/categories', { body: { category: 'Anonymous' }, token: null })).status).toBe(401);
  });

  it('reorders when given every category exactly once; public lists follow the order', async () => {
    const ids = (await list()).map((c) => c.category_id);
    const reversed = [...ids].reverse();
    const reply = await call<Reply<Category[]>>(t, 'PUT', '/api/categories/order', { body: { category_ids: reversed } });
    expect(reply.status).toBe(200);
    expect((await list()).map((c) => c.category_id)).toEqual(reversed);

    expect((await call(t, 'PUT', '/api/categories/order', { body: { category_ids: reversed.slice(1) } })).status).toBe(400);
    expect((await call(t, 'PUT', '/api/categories/order', { body: { category_ids: [...reversed, reversed[0]] } })).status).toBe(400);
    expect((await call(t, 'PUT', '/api/categories/order', { body: { category_ids: [...reversed.slice(1), 999999] } })).status).toBe(400);
    expect((await call(t, 'PUT', '/api/categories/order', { body: { category_ids: ['a'] } })).status).toBe(400);
    expect((await list()).map((c) => c.category_id)).toEqual(reversed);
  });

  it('deletes a category after moving its posts to the chosen one, in one step', async () => {
    const doomed = (await create('Boilers')).body.data.category_id;
    const heating = await idOf('Heating');
    const postId = (await post(doomed)).body.data.blog_id;

    expect((await call(t, 'DELETE', `/api/categories/${doomed}`)).status).toBe(400);
    expect((await call(t, 'DELETE', `/api/categories/${doomed}?move_to=${doomed}`)).status).toBe(400);
    expect((await call(t, 'DELETE', `/api/categories/${doomed}?move_to=999999`)).status).toBe(400);
    expect((await call(t, 'DELETE', `/api/categories/${doomed}?move_to=${await idOf('All')}`)).status).toBe(400);
    expect(await idOf('Boilers')).toBe(doomed);

    const removed = await call(t, 'DELETE', `/api/categories/${doomed}?move_to=${heating}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ status: 'success', message: 'Category deleted; 1 post moved' });
    expect(await idOf('Boilers')).toBeUndefined();
    const moved = await call<Reply<Blog>>(t, 'GET', `/single-blog/${postId}`);
    expect(moved.body.data.category).toBe(heating);
    expect((await call(t, 'DELETE', `/api/categories/${doomed}?move_to=${heating}`)).status).toBe(404);
  });

  it("refuses to delete 'All' or the last category", async () => {
    const all = await idOf('All');
    const real = (await list()).filter((c) => c.category_id !== all);
    expect((await call(t, 'DELETE', `/api/categories/${all}?move_to=${real[0].category_id}`)).status).toBe(409);
    for (const c of real.slice(1)) {
      expect((await call(t, 'DELETE', `/api/categories/${c.category_id}?move_to=${real[0].category_id}`)).status).toBe(200);
    }
    const last = await call(t, 'DELETE', `/api/categories/${real[0].category_id}?move_to=${all}`);
    expect(last.status).toBe(409);
    expect(JSON.stringify(last.body)).toContain('last category');
  });
});
