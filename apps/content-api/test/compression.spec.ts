import http from 'node:http';
import zlib from 'node:zlib';
import type { AdminBlog, Blog, Category } from '@hvac/contracts';
import { call, startTestApp, type TestApp } from './test-app';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

// node:http, not fetch: fetch sets its own Accept-Encoding and decodes the body.
function rawGet(t: TestApp, path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(`${t.baseUrl}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('compressed replies', () => {
  let t: TestApp;
  let identity: Raw;

  beforeAll(async () => {
    t = await startTestApp();
    const cats = await call<{ data: Category[] }>(t, 'GET', '/api/categories');
    const category = cats.body.data.find((c) => c.category === 'Heating')?.category_id;
    for (let i = 0; i < 3; i++) {
      const created = await call(t, 'POST', '/blogs', {
        body: {
          title: `Boiler care "${i}" — naïve café 🔥 part ${i}`,
          brief_paragraph: '<p>Bleed the radiators &amp; check the pressure.</p>'.repeat(8),
          published_date: '2025-02-0' + (i + 1),
          category,
          blogs_content: [{ heading: 'Pressure \\ "gauge"', paragraph: '<p>Between 1 and 1.5 bar.</p>' }],
        },
      });
      expect(created.status).toBe(201);
    }
    identity = await rawGet(t, '/blogs', { 'accept-encoding': 'identity' });
  });
  afterAll(() => t.close());

  it('sends a plain reply above 1 KB without Content-Encoding when the client asks for none', () => {
    expect(identity.status).toBe(200);
    expect(identity.body.length).toBeGreaterThan(1024);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['vary']).toBe('Accept-Encoding');
  });

  it.each([
    ['gzip', 'gzip', zlib.gunzipSync],
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ['deflate', 'deflate', zlib.inflateSync],
  ] as const)('answers Accept-Encoding %s with %s, the same bytes and ETag once decoded', async (accept, expected, decode) => {
    const res = await rawGet(t, '/blogs', { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers['etag']).toBe(identity.headers['etag']);
    expect(decode(res.body).equals(identity.body)).toBe(true);
  });

  it('answers a matching If-None-Match with an empty 304 whatever the encoding', async () => {
    const res = await rawGet(t, '/blogs', { 'accept-encoding': 'gzip', 'if-none-match': identity.headers['etag'] as string });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small replies and HEAD requests uncompressed', async () => {
    const small = await rawGet(t, '/single-blog/does-not-exist', { 'accept-encoding': 'gzip' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: 'fail' });
    const head = await rawGet(t, '/blogs', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('reads back exactly what a write returned (the public reads skip the entity mapping)', async () => {
    const list = JSON.parse(identity.body.toString()) as { data: Blog[] };
    for (const post of list.data) {
      const one = await rawGet(t, `/single-blog/${post.blog_id}`, { 'accept-encoding': 'identity' });
      expect(one.body.toString()).toBe(JSON.stringify({ status: 'success', data: post }));
    }
    const updated = await call<{ data: AdminBlog }>(t, 'PUT', `/blogs/${list.data[0]?.blog_id}`, {
      body: { ...list.data[0], title: 'Renamed "again" ✓' },
    });
    expect(updated.status).toBe(200);
    // The write also tells the admin the post's state, publish time and version, which public reads leave out.
    const { state, publishAt, version, ...written } = updated.body.data;
    expect({ state, publishAt: typeof publishAt, version: typeof version }).toEqual({ state: 'published', publishAt: 'string', version: 'number' });
    const after = await rawGet(t, `/single-blog/${list.data[0]?.blog_id}`, { 'accept-encoding': 'identity' });
    expect(after.body.toString()).toBe(JSON.stringify({ status: 'success', data: written }));
  });

  it('never answers a changed read with the compressed bytes of the reply before it', async () => {
    const before = await rawGet(t, '/blogs', { 'accept-encoding': 'gzip' });
    const again = await rawGet(t, '/blogs', { 'accept-encoding': 'gzip' });
    expect(again.body.equals(before.body)).toBe(true);
    const list = JSON.parse(zlib.gunzipSync(before.body).toString()) as { data: Blog[] };
    const changed = await call(t, 'PUT', `/blogs/${list.data[1]?.blog_id}`, { body: { ...list.data[1], title: 'Changed after a compressed read' } });
    expect(changed.status).toBe(200);
    const after = await rawGet(t, '/blogs', { 'accept-encoding': 'gzip' });
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    const plain = await rawGet(t, '/blogs', { 'accept-encoding': 'identity' });
    expect(zlib.gunzipSync(after.body).equals(plain.body)).toBe(true);
    expect(plain.body.toString()).toContain('Changed after a compressed read');
  });

  it('compresses the streamed static files of the API documentation too', async () => {
    const res = await rawGet(t, '/docs/content/swagger-ui-bundle.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).length).toBeGreaterThan(res.body.length);
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("echoes the gateway's request id, and replaces a missing or unusable one with a fresh id", async () => {
    expect((await rawGet(t, '/api/categories', { 'x-request-id': 'gw-1234_abc' })).headers['x-request-id']).toBe('gw-1234_abc');
    const fresh = await rawGet(t, '/api/categories', {});
    const replaced = await rawGet(t, '/api/categories', { 'x-request-id': 'not ok; <script>' });
    for (const res of [fresh, replaced]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);
  });
});
