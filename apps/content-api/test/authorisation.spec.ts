import { call, startTestApp, type TestApp } from './test-app';

type Route = { name: string; method: string; path: (t: TestApp) => Promise<string>; body?: () => unknown; upload?: boolean };

// A tiny valid PNG (1x1) for the upload route.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let counter = 0;
const blogBody = () => ({ title: `Authorised post ${++counter}`, category: 2 });
const pageBody = () => ({
  main_heading: `Authorised page ${++counter}`,
  main_paragraph: '<p>Same-day furnace and air conditioning repair for homes and businesses in town.</p>',
  meta_title: 'Furnace repair',
  meta_description: 'Furnace repair in town',
});

async function newBlogId(t: TestApp): Promise<number> {
  const res = await call<{ data: { blog_id: number } }>(t, 'POST', '/blogs', { body: blogBody() });
  return res.body.data.blog_id;
}
async function newPageId(t: TestApp): Promise<number> {
  const res = await call<{ data: { location_id: number } }>(t, 'POST', '/api/locationpages/create', { body: pageBody() });
  return res.body.data.location_id;
}

// Every route that changes anything.
const routes: Route[] = [
  { name: 'POST /blogs', method: 'POST', path: async () => '/blogs', body: blogBody },
  { name: 'PUT /blogs/{id}', method: 'PUT', path: async (t) => `/blogs/${await newBlogId(t)}`, body: blogBody },
  { name: 'DELETE /blogs/{id}', method: 'DELETE', path: async (t) => `/blogs/${await newBlogId(t)}` },
  { name: 'POST /api/locationpages/create', method: 'POST', path: async () => '/api/locationpages/create', body: pageBody },
  { name: 'PUT /api/locationpages/{id}', method: 'PUT', path: async (t) => `/api/locationpages/${await newPageId(t)}`, body: pageBody },
  { name: 'DELETE /api/locationpages/{id}', method: 'DELETE', path: async (t) => `/api/locationpages/${await newPageId(t)}` },
  { name: 'POST /api/upload', method: 'POST', path: async () => '/api/upload', upload: true },
];

type Credential = 'no token' | 'bad signature' | 'expired' | 'non-admin' | 'admin';
const expected: Record<Credential, number[]> = {
  'no token': [401],
  'bad signature': [401],
  expired: [401],
  'non-admin': [403],
  admin: [200, 201],
};

describe('authorisation matrix', () => {
  let t: TestApp;
  let tokens: Record<Credential, string | null>;

  beforeAll(async () => {
    t = await startTestApp();
    const bad = await t.issuer.badTokens();
    const admin = await t.issuer.sign();
    const [header, payload] = admin.split('.');
    tokens = {
      'no token': null,
      // The admin's own token with a signature that does not match.
      'bad signature': `${header}.${payload}.${Buffer.alloc(64, 7).toString('base64url')}`,
      expired: bad.expired,
      'non-admin': await t.issuer.sign({ isAdmin: false }),
      admin,
    };
  });
  afterAll(() => t.close());

  const cases = routes.flatMap((r) => (Object.keys(expected) as Credential[]).map((c) => [r.name, c, r] as const));

  it.each(cases)('%s with %s', async (_name, credential, route) => {
    const path = await route.path(t);
    const token = tokens[credential];
    let status: number;
    let body: unknown;
    if (route.upload) {
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'pixel.png');
      form.append('alt', 'A single pixel');
      const res = await fetch(`${t.baseUrl}${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
      status = res.status;
      body = res.status < 300 ? await res.text() : await res.json();
    } else {
      const res = await call(t, route.method, path, { body: route.body?.(), token });
      status = res.status;
      body = res.body;
    }
    expect(expected[credential]).toContain(status);
    if (status >= 400) expect(body).toMatchObject({ status: 'fail', message: expect.any(String) });
  });

  it('refuses every other forged or misdirected token with 401', async () => {
    const bad = await t.issuer.badTokens();
    for (const [kind, token] of Object.entries(bad)) {
      const res = await call(t, 'POST', '/blogs', { body: blogBody(), token });
      expect({ kind, status: res.status }).toEqual({ kind, status: 401 });
    }
    const garbage = await call(t, 'POST', '/blogs', { body: blogBody(), headers: { authorization: 'Basic YWRtaW46YWRtaW4=' }, token: null });
    expect(garbage.status).toBe(401);
  });

  it('checks the token before reading or validating the body', async () => {
    expect((await call(t, 'POST', '/blogs', { body: { nonsense: true }, token: null })).status).toBe(401);
    expect((await call(t, 'PUT', '/blogs/abc', { body: {}, token: tokens['non-admin'] })).status).toBe(403);
  });
});
