// The real gateway configuration (deploy/gateway/templates/default.conf.template), rendered by the
// local launcher's renderer and run by real nginx in front of stub upstreams.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type RunningGateway, startGateway } from '@hvac/test-harness';
import { json, request, type RawResponse } from './http-client';
import { type SeenRequest, startStubServices, startStubUpstream, type StubReply, type StubServices, type StubUpstream, stubUpstreams as allStubUpstreams } from './stub-upstream';

const bucket = 'site-media';
const MiB = 1024 * 1024;

let stubs: StubServices;
let gateway: RunningGateway;
let base: string;
let dataDir: string;

const get = (p: string, headers: Record<string, string> = {}) => request(base, 'GET', p, { headers });
const echoed = (res: RawResponse) => json<SeenRequest & { upstream: string }>(res);
const hitsFor = (stub: StubUpstream, p: string) => stub.seen.filter((r) => r.url === p).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// The micro-cache works in whole seconds: an entry stored in the first 0.8 s of second N is fresh
// through second N (one stored later, through N+1) and may be served stale while it refreshes for one
// second more. Tests that need a given phase store the entry at a known point of a second and then
// wait for the second they mean.
const untilMsIntoNextSecond = (ms: number) => sleep(1_000 - (Date.now() % 1_000) + ms);
const startOfNextSecond = () => untilMsIntoNextSecond(20);
const untilSecondAfter = (storedAt: number, seconds: number) =>
  sleep(Math.floor(storedAt / 1_000) * 1_000 + seconds * 1_000 + 100 - Date.now());

beforeAll(async () => {
  stubs = await startStubServices();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-gateway-'));
  gateway = await startGateway({
    port: await freePort(),
    dataDir,
    upstreams: {
      web: stubs.web.address,
      authApi: `http://${stubs.authApi.address}`,
      contentApi: stubs.contentApi.address,
      analytics: stubs.analytics.address,
      media: { endpoint: `http://${stubs.media.address}/`, bucket },
    },
  });
  base = gateway.url;
});

afterAll(async () => {
  await gateway?.stop();
  await Promise.all(Object.values(stubs ?? {}).map((s) => s.close()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The stub services every test starts from; a test that reloads onto others reloads back onto these.
const stubUpstreams = () => allStubUpstreams(stubs, bucket);

describe('routing table', () => {
  const rows: [method: string, path: string, upstream: keyof StubServices, upstreamPath?: string][] = [
    ['POST', '/api/users/login', 'authApi'],
    ['GET', '/api/users/profile', 'authApi'],
    ['POST', '/api/users/logout', 'authApi'],
    ['GET', '/api/users/.well-known/jwks.json', 'authApi'],
    ['GET', '/api/users', 'authApi'],
    ['GET', '/docs/auth', 'authApi'],
    ['GET', '/docs/auth/openapi.json', 'authApi'],
    ['GET', '/blogs', 'contentApi'],
    ['POST', '/blogs', 'contentApi'],
    ['PUT', '/blogs/42', 'contentApi'],
    ['DELETE', '/blogs/42', 'contentApi'],
    ['GET', '/blogs?limit=3&offset=6&category=Heating', 'contentApi'],
    ['GET', '/single-blog/furnace-maintenance-checklist', 'contentApi'],
    ['GET', '/api/categories', 'contentApi'],
    ['POST', '/api/upload', 'contentApi'],
    ['GET', '/api/locationpages', 'contentApi'],
    ['GET', '/api/locationpages/7', 'contentApi'],
    ['GET', '/api/locationpages/url/milton', 'contentApi'],
    ['POST', '/api/locationpages/create', 'contentApi'],
    ['PUT', '/api/locationpages/7', 'contentApi'],
    ['DELETE', '/api/locationpages/7', 'contentApi'],
    ['GET', '/api/admin/enquiries', 'contentApi'],
    ['POST', '/api/admin/enquiries/3/resend', 'contentApi'],
    ['GET', '/api/admin/subscribers.csv', 'contentApi'],
    ['GET', '/api/settings', 'contentApi'],
    ['PUT', '/api/admin/settings', 'contentApi'],
    ['POST', '/send-newsletter', 'contentApi'],
    ['POST', '/send-contact-form-main', 'contentApi'],
    ['GET', '/newsletter/confirm?token=abc', 'contentApi'],
    ['GET', '/newsletter/unsubscribe?token=abc', 'contentApi'],
    ['GET', '/sitemap.xml', 'contentApi'],
    ['GET', '/robots.txt', 'contentApi'],
    ['GET', '/rss.xml', 'contentApi'],
    ['POST', '/api/analytics/events', 'analytics'],
    ['POST', '/API/Analytics/Events/', 'analytics'],
    ['GET', '/docs/content', 'contentApi'],
    ['GET', '/docs/content/openapi.json', 'contentApi'],
    ['GET', '/media/2024/abc123.webp', 'media', `/${bucket}/2024/abc123.webp`],
    ['GET', '/media/abc123-960.webp?X-Amz-Signature=forged&acl', 'media', `/${bucket}/abc123-960.webp`],
    ['GET', '/assets/entry.client-Ab12Cd.js', 'web'],
    ['GET', '/', 'web'],
    ['GET', '/services/heating-systems', 'web'],
    ['GET', '/services/refrigation', 'web'],
    ['GET', '/blog', 'web'],
    ['GET', '/blog/furnace-maintenance-checklist', 'web'],
    ['GET', '/blogs-archive', 'web'],
    ['GET', '/location/milton', 'web'],
    // The AODA page reads no parameters: tracking ones never reach the web app. (With a trailing slash, so the
    // micro-cache test below starts from an empty entry for /accessibility.)
    ['GET', '/accessibility/?utm_source=newsletter', 'web', '/accessibility/'],
    ['POST', '/forms/submit', 'web'],
    ['GET', '/api/admin/privacy-requests?open=true', 'contentApi'],
    ['GET', '/api/admin/privacy-requests/3/export', 'contentApi'],
    ['POST', '/api/admin/privacy-requests/3/erase', 'contentApi'],
    ['GET', '/admin/blogs', 'web'],
    // Encoded slashes in a query string are normal (React Router's route discovery, sign-in redirects).
    ['GET', '/__manifest?paths=%2Flogin%2C%2Fadmin%2Fblogs&version=abc', 'web'],
    // The sign-in page reads ?redirectTo= in the browser; the server renders the same shell without it.
    ['GET', '/login?redirectTo=%2Fadmin%2Fblogs', 'web', '/login'],
    ['POST', '/login', 'web'],
    ['GET', '/api/unknown', 'web'],
    ['GET', '/docs', 'web'],
  ];

  it.each(rows)('%s %s reaches %s', async (method, p, upstream, upstreamPath = p) => {
    const before = Object.fromEntries(Object.entries(stubs).map(([k, s]) => [k, s.seen.length]));
    const res = await request(base, method, p, { headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
    expect(res.status).toBe(200);
    const seen = echoed(res);
    expect(seen.upstream).toBe(stubs[upstream].name);
    expect(seen.url).toBe(upstreamPath);
    expect(seen.method).toBe(method);
    // No other upstream was asked.
    for (const [key, stub] of Object.entries(stubs)) {
      if (key !== upstream) expect(stub.seen.length).toBe(before[key]);
    }
  });

  it('tells the services the request id and the original host and scheme', async () => {
    const res = await get('/single-blog/request-id');
    const seen = echoed(res);
    expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers['x-request-id']).toBe(seen.headers['x-request-id']);
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    // As the client sent it, port included (the web app's form-post origin check compares it).
    expect(seen.headers['host']).toBe(new URL(base).host);
    expect(seen.headers['x-forwarded-host']).toBe(new URL(base).host);
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (res: RawResponse) => {
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  };

  it.each([
    ['a page', 'GET', '/'],
    ['an auth-api reply', 'POST', '/api/users/login'],
    ['a content-api reply', 'GET', '/blogs'],
    ['an asset', 'GET', '/assets/app-1.css'],
    ['media', 'GET', '/media/a.png'],
    ['a blocked health check', 'GET', '/health/ready'],
    ['a refused media write', 'PUT', '/media/a.png'],
    ['an oversized body', 'POST', '/send-newsletter'],
  ])('are on %s', async (_what, method, p) => {
    const res = await request(base, method, p, { body: p === '/send-newsletter' ? Buffer.alloc(2 * MiB) : undefined });
    expectSecurityHeaders(res);
  });

  it('replace the services’ own policy instead of sending two', async () => {
    const res = await get('/api/categories?policy');
    expect(res.headers['content-security-policy']).not.toContain('default-src *');
    expect(String(res.headers['content-security-policy']).split('default-src')).toHaveLength(2);
  });

  it('relax only styles and images for the API documentation', async () => {
    const res = await get('/docs/content');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expectSecurityHeaders(res);
  });

  it('send HSTS only when the TLS-terminating hop says the request was HTTPS', async () => {
    expect((await get('/hsts-plain')).headers['strict-transport-security']).toBeUndefined();
    const tls = await get('/hsts-tls', { 'X-Forwarded-Proto': 'https' });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(echoed(tls).headers['x-forwarded-proto']).toBe('https');
  });

  it('allow the web app’s inline scripts by the nonce it rendered, also from the cache', async () => {
    stubs.web.reply((req) =>
      req.url === '/nonce-page'
        ? {
            headers: { 'Content-Type': 'text/html', 'X-CSP-Nonce': String(req.headers['x-csp-nonce']) },
            body: `<script nonce="${String(req.headers['x-csp-nonce'])}">hydrate()</script>`,
          }
        : undefined,
    );
    try {
      const first = await get('/nonce-page');
      const second = await get('/nonce-page');
      expect(second.headers['x-cache-status']).toBe('HIT');
      for (const res of [first, second]) {
        const nonce = /nonce="([0-9a-f]{32})"/.exec(res.body)?.[1];
        expect(nonce).toBeDefined();
        expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`);
        expect(res.headers['x-csp-nonce']).toBeUndefined();
      }
      // A reply that did not use the nonce gets no nonce in its policy.
      expect((await get('/no-nonce')).headers['content-security-policy']).toContain("script-src 'self' ;");
    } finally {
      stubs.web.reply(null);
    }
  });
});

describe('body size limits', () => {
  const multipart = (bytes: number) => {
    const boundary = 'gateway-test-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return { body: Buffer.concat([head, Buffer.alloc(bytes, 0xff), tail]), type: `multipart/form-data; boundary=${boundary}` };
  };

  it('passes a 1 MB JSON body and refuses one byte more with a JSON 413', async () => {
    const ok = await request(base, 'POST', '/send-contact-form-main', { body: Buffer.alloc(MiB, 0x20) });
    expect(ok.status).toBe(200);
    expect(echoed(ok).bodyBytes).toBe(MiB);

    const before = stubs.contentApi.seen.length;
    const tooBig = await request(base, 'POST', '/send-contact-form-main', { body: Buffer.alloc(MiB + 1, 0x20) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.headers['content-type']).toBe('application/json');
    expect(json(tooBig)).toEqual({ status: 'fail', message: 'The request body is too large' });
    expect(stubs.contentApi.seen.length).toBe(before);
  });

  it('caps analytics beacons at 4 KB, and never passes a country the client claims', async () => {
    const ok = await request(base, 'POST', '/api/analytics/events', { headers: { 'Content-Type': 'application/json', 'X-Visitor-Country': 'FR' }, body: Buffer.alloc(4096, 0x20) });
    expect(ok.status).toBe(200);
    expect(echoed(ok).headers['x-visitor-country']).toBeUndefined();
    const tooBig = await request(base, 'POST', '/api/analytics/events', { body: Buffer.alloc(4097, 0x20) });
    expect(tooBig.status).toBe(413);
    expect(json(tooBig)).toEqual({ status: 'fail', message: 'The request body is too large' });
  });

  it.each([
    ['POST', '/blogs'],
    ['PUT', '/api/locationpages/7'],
    ['POST', '/api/users/login'],
    ['POST', '/login'],
  ])('caps %s %s at 1 MB', async (method, p) => {
    const res = await request(base, method, p, { body: Buffer.alloc(MiB + 1) });
    expect(res.status).toBe(413);
  });

  it('lets a 10 MB image through /api/upload and refuses a body over 11 MB', async () => {
    const ten = multipart(10 * MiB);
    const ok = await request(base, 'POST', '/api/upload', { headers: { 'Content-Type': ten.type }, body: ten.body });
    expect(ok.status).toBe(200);
    expect(echoed(ok).bodyBytes).toBe(ten.body.length);

    const over = multipart(11 * MiB);
    const refused = await request(base, 'POST', '/api/upload', { headers: { 'Content-Type': over.type }, body: over.body });
    expect(refused.status).toBe(413);
    expect(json(refused)).toMatchObject({ status: 'fail' });
  });
});

describe('service health endpoints', () => {
  it.each(['/health/live', '/health/ready', '/health', '/health/', '//health/live', '/%68ealth/live', '/health/live?probe=1'])('%s is not reachable', async (p) => {
    const before = Object.values(stubs).map((s) => s.seen.length);
    expect((await get(p)).status).toBe(404);
    expect(Object.values(stubs).map((s) => s.seen.length)).toEqual(before);
  });

  it.each(['/./health/ready', '/blogs/../health/live', '/api/users/%2e%2e/%2e%2e/health/live', '/health/live/../../api/users/x', '/api/users%2f..%2fhealth'])(
    'a path with dot segments or encoded separators (%s) is refused outright',
    async (p) => {
      const before = Object.values(stubs).map((s) => s.seen.length);
      expect((await get(p)).status).toBe(400);
      expect(Object.values(stubs).map((s) => s.seen.length)).toEqual(before);
    },
  );
});

describe('client address', () => {
  it.each(['/api/users/login', '/single-blog/xff', '/xff-page', '/media/xff.png'])('the client cannot spoof it on %s', async (p) => {
    const res = await get(p, { 'X-Forwarded-For': '203.0.113.7, 198.51.100.1', 'X-Real-IP': '203.0.113.7', Forwarded: 'for=203.0.113.7' });
    const seen = echoed(res);
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    if (seen.upstream !== 'media') expect(seen.headers['x-real-ip']).toBe('127.0.0.1');
  });
});

describe('/media/', () => {
  it('serves objects with a long immutable cache, without client credentials', async () => {
    const res = await get('/media/photo-480.webp', { Authorization: 'Bearer secret', Cookie: 'a=b' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const seen = echoed(res);
    expect(seen.headers['authorization']).toBeUndefined();
    expect(seen.headers['cookie']).toBeUndefined();
    expect(seen.headers['host']).toBe(stubs.media.address);
    expect((await request(base, 'HEAD', '/media/photo-480.webp')).status).toBe(200);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('refuses %s with 405 and never reaches the store', async (method) => {
    const before = stubs.media.seen.length;
    const res = await request(base, method, '/media/photo.webp', { body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD');
    expect(stubs.media.seen.length).toBe(before);
  });

  it('does not list the bucket', async () => {
    const before = stubs.media.seen.length;
    expect((await get('/media/')).status).toBe(404);
    expect((await get('/media/?list-type=2')).status).toBe(404);
    expect(stubs.media.seen.length).toBe(before);
  });

  it('turns the store’s errors into a plain 404', async () => {
    stubs.media.reply((req) =>
      req.url.endsWith('/missing.webp') ? { status: 403, headers: { 'Content-Type': 'application/xml' }, body: '<Error><Code>AccessDenied</Code></Error>' } : undefined,
    );
    try {
      const res = await get('/media/missing.webp');
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('AccessDenied');
      expect(res.headers['cache-control']).toBeUndefined();
    } finally {
      stubs.media.reply(null);
    }
  });
});

describe('/assets/', () => {
  it('gets immutable caching whatever the web app said', async () => {
    stubs.web.reply((req) =>
      req.url.startsWith('/assets/') ? { headers: { 'Cache-Control': 'public, max-age=0', 'Content-Type': 'text/javascript' }, body: 'export {}' } : undefined,
    );
    try {
      const res = await get('/assets/chunk-Zx9.js');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      stubs.web.reply(null);
    }
  });

  it('keeps an asset once fetched, so the web app compresses each file once', async () => {
    stubs.web.reply((req) => (req.url === '/assets/kept-Q1w2.js' ? { headers: { 'Content-Type': 'text/javascript' }, body: 'export {}' } : undefined));
    try {
      for (let i = 0; i < 3; i++) expect((await get('/assets/kept-Q1w2.js', { 'Accept-Encoding': 'gzip' })).status).toBe(200);
      expect(stubs.web.seen.filter((r) => r.url === '/assets/kept-Q1w2.js')).toHaveLength(1);
    } finally {
      stubs.web.reply(null);
    }
  });

  it('gives the unhashed public files an hour, whatever the web app said', async () => {
    stubs.web.reply((req) => (req.url === '/favicon.svg' ? { headers: { 'Cache-Control': 'no-cache', 'Content-Type': 'image/svg+xml' }, body: '<svg/>' } : undefined));
    try {
      const res = await get('/favicon.svg');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      stubs.web.reply(null);
    }
  });

  it('keeps a public file only as long as the web app says with X-Accel-Expires (the manifest names the business)', async () => {
    let name = 'First Name';
    stubs.web.reply((req) =>
      req.url === '/site.webmanifest' ? { headers: { 'Content-Type': 'application/manifest+json', 'X-Accel-Expires': '1' }, body: JSON.stringify({ name }) } : undefined,
    );
    try {
      const first = await get('/site.webmanifest');
      expect(JSON.parse(first.body)).toEqual({ name: 'First Name' });
      expect(first.headers['x-accel-expires']).toBeUndefined();
      name = 'Renamed';
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect(JSON.parse((await get('/site.webmanifest')).body)).toEqual({ name: 'Renamed' });
    } finally {
      stubs.web.reply(null);
    }
  });

  it('does not make a missing asset immutable', async () => {
    stubs.web.reply((req) => (req.url === '/assets/gone.js' ? { status: 404, headers: { 'Cache-Control': 'no-cache' }, body: 'missing' } : undefined));
    try {
      const res = await get('/assets/gone.js');
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      stubs.web.reply(null);
    }
  });
});

describe('compression', () => {
  it('gzips pages and JSON for clients that accept it, asking the services for gzip or identity only', async () => {
    const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ title: `Post ${i}`, body: 'warm air '.repeat(5) })) });
    stubs.contentApi.reply((req) => (req.url?.startsWith('/single-blog/big') ? { body: big } : undefined));
    try {
      const res = await get('/single-blog/big', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body).toBe(big);
      const seen = stubs.contentApi.seen.find((r) => r.url === '/single-blog/big');
      expect(seen?.headers['accept-encoding']).toBe('gzip');
      // A client without gzip gets identity, from its own cache entry.
      const plain = await get('/single-blog/big2');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(big);
      expect(stubs.contentApi.seen.find((r) => r.url === '/single-blog/big2')?.headers['accept-encoding']).toBeUndefined();
    } finally {
      stubs.contentApi.reply(null);
    }
  });
});

describe('micro-cache', () => {
  it('collapses a burst of identical anonymous requests into one backend call', async () => {
    stubs.contentApi.reply((req) => (req.url === '/single-blog/burst' ? { delayMs: 400, body: JSON.stringify({ n: hitsFor(stubs.contentApi, '/single-blog/burst') }) } : undefined));
    try {
      const replies = await Promise.all(Array.from({ length: 50 }, () => get('/single-blog/burst')));
      expect(replies.every((r) => r.status === 200 && r.body === '{"n":1}')).toBe(true);
      expect(hitsFor(stubs.contentApi, '/single-blog/burst')).toBe(1);
      const statuses = replies.map((r) => r.headers['x-cache-status']);
      expect(statuses.filter((s) => s === 'MISS')).toHaveLength(1);
    } finally {
      stubs.contentApi.reply(null);
    }
  });

  it.each(['/services/burst', '/accessibility'])('collapses a burst of identical page requests too (%s)', async (page) => {
    stubs.web.reply((req) => (req.url === page ? { delayMs: 400, headers: { 'Content-Type': 'text/html' }, body: '<h1>AC</h1>' } : undefined));
    const before = hitsFor(stubs.web, page);
    try {
      await Promise.all(Array.from({ length: 50 }, () => get(`${page}?utm_source=burst`)));
      expect(hitsFor(stubs.web, page) - before).toBe(1);
    } finally {
      stubs.web.reply(null);
    }
  });

  it('serves the stale copy while one background request refreshes it', async () => {
    let version = 0;
    stubs.contentApi.reply((req) => (req.url === '/single-blog/swr' ? { delayMs: 300, body: JSON.stringify({ version: ++version }) } : undefined));
    try {
      await startOfNextSecond();
      expect(json(await get('/single-blog/swr'))).toEqual({ version: 1 });
      await untilSecondAfter(Date.now(), 1);
      const during = await Promise.all(Array.from({ length: 20 }, () => get('/single-blog/swr')));
      // Nobody waits for the refresh: everyone gets version 1 at once, one request refreshes.
      expect(during.every((r) => json(r)['version'] === 1)).toBe(true);
      expect(during.map((r) => r.headers['x-cache-status'])).toContain('STALE');
      // The refresh lands in the cache without anyone waiting for it.
      let after: RawResponse | undefined;
      for (let i = 0; i < 30 && json(after ?? during[0] as RawResponse)['version'] !== 2; i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = await get('/single-blog/swr');
      }
      expect(after && json(after)).toEqual({ version: 2 });
      expect(hitsFor(stubs.contentApi, '/single-blog/swr')).toBe(2);
    } finally {
      stubs.contentApi.reply(null);
    }
  });

  it('never caches a preview link, and a preview never changes what anonymous visitors get', async () => {
    let previews = 0;
    stubs.web.reply((req): StubReply | undefined => {
      if (req.url.startsWith('/preview/')) return { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }, body: `<h1>draft ${++previews}</h1>` };
      if (req.url === '/blog/poison-check') return { headers: { 'Content-Type': 'text/html' }, body: '<h1>published</h1>' };
      return undefined;
    });
    try {
      const publicPage = await get('/blog/poison-check');
      expect(publicPage.body).toBe('<h1>published</h1>');
      const first = await get('/preview/abc123');
      const second = await get('/preview/abc123?utm_source=x', { 'X-Forwarded-Host': 'evil.example', 'X-Original-URL': '/blog/poison-check' });
      // Each preview request reaches the web app: nothing is looked up or stored.
      expect([first.body, second.body]).toEqual(['<h1>draft 1</h1>', '<h1>draft 2</h1>']);
      expect(first.headers['x-cache-status']).toBeUndefined();
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect((await get('/blog/poison-check')).body).toBe('<h1>published</h1>');
      // The cache holds the public page and no byte of a preview.
      const cached = fs.readdirSync(path.join(dataDir, 'cache'), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
      const contents = cached.map((f) => fs.readFileSync(path.join(f.parentPath, f.name), 'latin1'));
      expect(contents.some((c) => c.includes('<h1>published</h1>'))).toBe(true);
      expect(contents.some((c) => c.includes('draft'))).toBe(false);
    } finally {
      stubs.web.reply(null);
    }
  });

  it('is bypassed, and not filled, when the request carries Authorization', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await get('/api/locationpages/admin', { Authorization: 'Bearer token' });
      expect(res.headers['x-cache-status']).toBe('BYPASS');
    }
    expect(hitsFor(stubs.contentApi, '/api/locationpages/admin')).toBe(3);
    expect((await get('/api/locationpages/admin')).headers['x-cache-status']).toBe('MISS');
  });

  it.each([
    ['GET', '/api/users/profile'],
    ['GET', '/api/admin/enquiries?nocache'],
    ['GET', '/newsletter/confirm?token=nocache'],
    ['POST', '/blogs'],
    ['GET', '/docs/content'],
  ])('never caches %s %s', async (method, p) => {
    const before = hitsFor(stubs.authApi, p) + hitsFor(stubs.contentApi, p);
    for (let i = 0; i < 2; i++) {
      const res = await request(base, method, p, { body: method === 'POST' ? '{}' : undefined });
      expect(res.headers['x-cache-status']).toBeUndefined();
    }
    expect(hitsFor(stubs.authApi, p) + hitsFor(stubs.contentApi, p)).toBe(before + 2);
  });

  it('does not store replies that set a cookie', async () => {
    stubs.web.reply((req) => (req.url === '/cookie-page' ? { headers: { 'Set-Cookie': 'session=1' }, body: 'hi' } : undefined));
    try {
      await get('/cookie-page');
      await get('/cookie-page');
      expect(hitsFor(stubs.web, '/cookie-page')).toBe(2);
    } finally {
      stubs.web.reply(null);
    }
  });
});

describe('gateway errors', () => {
  it('answers API calls with the JSON envelope and pages with HTML when a service is down', async () => {
    const down = await startStubUpstream('down');
    const address = down.address;
    await down.close();
    await gateway.reload({ ...stubUpstreams(), web: address, authApi: address });
    try {
      const api = await request(base, 'POST', '/api/users/login', { body: '{}' });
      expect(api.status).toBe(502);
      expect(json(api)).toMatchObject({ status: 'fail' });
      const page = await get('/contact-us');
      expect(page.status).toBe(502);
      expect(page.headers['content-type']).toBe('text/html');
      expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    } finally {
      await gateway.reload(stubUpstreams());
    }
  });

  it('balances over several replicas of a service after a reload', async () => {
    const second = await startStubUpstream('content-api-2');
    try {
      await gateway.reload({ ...stubUpstreams(), contentApi: [stubs.contentApi.address, second.address] });
      const names = new Set<string>();
      for (let i = 0; i < 6; i++) names.add(echoed(await request(base, 'POST', '/send-newsletter', { body: '{}' })).upstream);
      expect([...names].sort()).toEqual(['content-api', 'content-api-2']);
    } finally {
      await gateway.reload(stubUpstreams());
      await second.close();
    }
  });
});

describe('cache key and query strings', () => {
  const tracking = ['utm_source=news&utm_medium=email&utm_campaign=fall', 'gclid=Cj0KCQ', 'fbclid=IwAR2', 'msclkid=abc', 'mc_cid=1&mc_eid=2', '_ga=2.1', 'ref=partner'];

  it('serves a page asked with any tracking or unknown parameters from one entry, and never passes them on', async () => {
    const p = '/services/heat-pumps';
    for (const query of [...tracking, 'x=1', 'random-key=9f8e', 'page=3']) expect((await get(`${p}?${query}`)).status).toBe(200);
    expect(hitsFor(stubs.web, p)).toBe(1);
    expect(stubs.web.seen.filter((r) => r.url.startsWith(`${p}?`))).toEqual([]);
  });

  it('keys public reads on the parameters their route uses, in a fixed order', async () => {
    const first = echoed(await get('/blogs?category=2&utm_source=x&offset=10&limit=5&sort=desc'));
    expect(first.url).toBe('/blogs?limit=5&offset=10&category=2');
    expect((await get('/blogs?limit=5&offset=10&category=2&gclid=abc')).headers['x-cache-status']).toBe('HIT');
    expect((await get('/blogs?offset=10&category=2&limit=5')).headers['x-cache-status']).toBe('HIT');
    // A used parameter with another value is another entry.
    const other = await get('/blogs?limit=5&offset=20&category=2');
    expect(other.headers['x-cache-status']).toBe('MISS');
    expect(echoed(other).url).toBe('/blogs?limit=5&offset=20&category=2');
    // The lighter card shape is another entry, not the full posts' one.
    expect(echoed(await get('/blogs?fields=summary&utm_source=x&limit=5')).url).toBe('/blogs?limit=5&fields=summary');
    // The post count keeps only its category.
    expect(echoed(await get('/blogs/count?limit=5&category=2&utm_source=x')).url).toBe('/blogs/count?category=2');
    // Reads that take no parameters lose them all.
    expect(echoed(await get('/api/locationpages/url/oakville?fbclid=1&x=2')).url).toBe('/api/locationpages/url/oakville');
  });

  it('keeps what React Router sends: route discovery and the routes of a data request', async () => {
    const manifest = echoed(await get('/__manifest?utm_source=x&version=abc&paths=%2Fblog%2C%2Fcontact'));
    expect(manifest.url).toBe('/__manifest?paths=%2Fblog%2C%2Fcontact&version=abc');
    expect(echoed(await get('/blog.data?_routes=routes%2Fblog&utm_source=x')).url).toBe('/blog.data?_routes=routes%2Fblog');
    expect(echoed(await get('/_root.data?gclid=1')).url).toBe('/_root.data');
  });

  it('keeps the category and page of the blog list, and nothing else', async () => {
    expect(echoed(await get('/blog?page=2&utm_source=x&category=3')).url).toBe('/blog?category=3&page=2');
    expect((await get('/blog?category=3&page=2&gclid=1')).headers['x-cache-status']).toBe('HIT');
    expect(echoed(await get('/blog.data?page=2&_routes=routes%2Fblog&x=1')).url).toBe('/blog.data?page=2&_routes=routes%2Fblog');
    expect(echoed(await get('/blog/some-post?page=2')).url).toBe('/blog/some-post');
  });

  it('leaves the query of other methods and uncached paths alone', async () => {
    const action = await request(base, 'POST', '/contact?index&utm_source=x', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'name=a' });
    expect(echoed(action).url).toBe('/contact?index&utm_source=x');
    expect(echoed(await get('/api/admin/enquiries?limit=20&offset=40')).url).toBe('/api/admin/enquiries?limit=20&offset=40');
    expect(echoed(await get('/newsletter/confirm?token=abc')).url).toBe('/newsletter/confirm?token=abc');
  });
});

describe('site host', () => {
  it.each(['evil.example', 'localhost.evil.example', '203.0.113.9'])('a request for host "%s" reaches neither a service nor the cache', async (host) => {
    const before = Object.values(stubs).map((s) => s.seen.length);
    for (const p of ['/', '/blogs', '/api/users/login']) {
      const res = await get(p, { Host: host });
      expect(res.status).toBe(421);
      expect(res.headers['x-cache-status']).toBeUndefined();
    }
    expect(Object.values(stubs).map((s) => s.seen.length)).toEqual(before);
  });

  it('answers the liveness probe whatever the host (probes address the pod)', async () => {
    expect((await get('/__gateway/live', { Host: '10.1.2.3:8080' })).status).toBe(200);
  });

  it('serves the configured host names, with or without a port', async () => {
    const port = new URL(base).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'localhost']) expect(echoed(await get('/site-host', { Host: host })).upstream).toBe('web');
  });
});

describe('cross-site writes', () => {
  const site = () => new URL(base).origin;
  const post = (p: string, headers: Record<string, string>, form = false) =>
    request(base, 'POST', p, {
      headers: { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...headers },
      body: form ? 'email=a%40example.com&formType=Newsletter' : '{"email":"a@example.com"}',
    });
  const seenCount = () => stubs.web.seen.length + stubs.contentApi.seen.length + stubs.authApi.seen.length;

  it.each([
    ['JSON to a form endpoint, Sec-Fetch-Site cross-site', '/send-contact-form-main', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, false],
    ['a form-encoded page action, Sec-Fetch-Site cross-site', '/forms/submit', { 'Sec-Fetch-Site': 'cross-site' }, true],
    ['a React Router data request, Sec-Fetch-Site same-site', '/forms/submit.data', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.localhost' }, true],
    ['the newsletter, foreign Origin without Sec-Fetch-Site', '/send-newsletter', { Origin: 'https://evil.example' }, false],
    ['an unsubscribe form, Origin "null"', '/newsletter/unsubscribe', { Origin: 'null' }, true],
    ['sign-in, foreign Origin', '/api/users/login', { Origin: 'http://localhost:1' }, false],
  ])('refuses %s with 403 in the site’s format', async (_what, p, headers, form) => {
    const before = seenCount();
    const res = await post(p, headers, form);
    expect(res.status).toBe(403);
    // API paths answer with the JSON envelope, pages with HTML.
    if (/^\/(api|send-|newsletter)/.test(p)) expect(json(res)).toEqual({ status: 'fail', message: 'Submissions from other sites are not accepted' });
    else expect(res.headers['content-type']).toBe('text/html');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(seenCount()).toBe(before);
  });

  it.each([
    ['same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: '<site>' }],
    ['a typed address (none)', { 'Sec-Fetch-Site': 'none' }],
    ['the site’s own Origin without Sec-Fetch-Site', { Origin: '<site>' }],
    ['neither header (servers, curl)', {}],
  ])('lets %s through, JSON and form-encoded', async (_what, headers: Record<string, string>) => {
    const resolved = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('<site>', site())]));
    for (const [p, form] of [
      ['/send-contact-form-main', false],
      ['/forms/submit', true],
      ['/forms/submit.data', true],
    ] as const) {
      const res = await post(p, resolved, form);
      expect(res.status).toBe(200);
      expect(echoed(res).url).toBe(p);
    }
  });

  it('never refuses reads from other sites (links and embeds)', async () => {
    expect((await get('/cross-site-read', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('stale-while-revalidate for pages', () => {
  it('answers from the last render at once while one background render refreshes it', async () => {
    let version = 0;
    stubs.web.reply((req) =>
      req.url === '/location/swr-town' ? { delayMs: 600, headers: { 'Content-Type': 'text/html' }, body: `<h1>render ${++version}</h1>` } : undefined,
    );
    try {
      await startOfNextSecond();
      expect((await get('/location/swr-town')).body).toBe('<h1>render 1</h1>');
      await untilSecondAfter(Date.now(), 1);
      const started = Date.now();
      const during = await Promise.all(Array.from({ length: 10 }, () => get('/location/swr-town?utm_source=swr')));
      // Nobody waited for the 600 ms render.
      expect(Date.now() - started).toBeLessThan(400);
      expect(during.map((r) => r.body)).toEqual(Array.from({ length: 10 }, () => '<h1>render 1</h1>'));
      expect(during.map((r) => r.headers['x-cache-status'])).toContain('STALE');
      // The change is visible once the background render is in: well within 2 s.
      const until = Date.now() + 2_000;
      let latest = '';
      while (Date.now() < until && latest !== '<h1>render 2</h1>') {
        await new Promise((r) => setTimeout(r, 100));
        latest = (await get('/location/swr-town')).body;
      }
      expect(latest).toBe('<h1>render 2</h1>');
      expect(hitsFor(stubs.web, '/location/swr-town')).toBe(2);
    } finally {
      stubs.web.reply(null);
    }
  });
});

describe('access log', () => {
  it('keeps newsletter tokens out of it', async () => {
    await get('/newsletter/confirm?token=confirm-secret-7f3a');
    await request(base, 'POST', '/newsletter/unsubscribe?token=unsubscribe-secret-9b2c', { body: 'List-Unsubscribe=One-Click' });
    const logFile = path.join(dataDir, 'logs', 'access.log');
    let log = '';
    for (let i = 0; i < 20 && !log.includes('"POST"'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      log = fs.readFileSync(logFile, 'utf8').split('\n').filter((l) => l.includes('/newsletter/')).join('\n');
    }
    expect(log).toContain('"uri":"/newsletter/confirm?[redacted]"');
    expect(log).toContain('"uri":"/newsletter/unsubscribe?[redacted]"');
    expect(log).not.toMatch(/secret/);
  });
});

describe('bounded staleness', () => {
  const page = (version: number) => `<h1>settings ${version}</h1>`;

  it('keeps a page stored early in a second only until the end of that second', async () => {
    let version = 0;
    stubs.web.reply((req) => (req.url === '/location/early-town' ? { headers: { 'Content-Type': 'text/html' }, body: page(++version) } : undefined));
    try {
      await startOfNextSecond();
      const stored = await get('/location/early-town');
      const storedAt = Date.now();
      expect(stored.headers['x-accel-expires']).toBeUndefined();
      expect((await get('/location/early-town')).headers['x-cache-status']).toBe('HIT');
      // A relative 1 s would still be fresh here; the entry ended with its second.
      await untilSecondAfter(storedAt, 1);
      const next = await get('/location/early-town');
      expect(next.headers['x-cache-status']).toBe('STALE');
      expect(next.body).toBe(page(1));
    } finally {
      stubs.web.reply(null);
    }
  });

  it('never stores an error or a refusal meant for one client, so the next visitor asks again', async () => {
    for (const status of [500, 410, 429]) {
      const p = `/location/refused-${status}`;
      stubs.web.reply((req) => (req.url === p ? { status, headers: { 'Content-Type': 'text/html' }, body: `status ${status}` } : undefined));
      try {
        expect((await get(p)).status).toBe(status);
        expect((await get(p)).status).toBe(status);
        expect(hitsFor(stubs.web, p)).toBe(2);
      } finally {
        stubs.web.reply(null);
      }
    }
  });

  it('keeps a page stored late in a second through the next one, so it never lives less than 0.2 s', async () => {
    let version = 0;
    stubs.web.reply((req) => (req.url === '/location/late-town' ? { headers: { 'Content-Type': 'text/html' }, body: page(++version) } : undefined));
    try {
      await untilMsIntoNextSecond(880);
      await get('/location/late-town');
      const storedAt = Date.now();
      await untilSecondAfter(storedAt, 1);
      expect((await get('/location/late-town')).headers['x-cache-status']).toBe('HIT');
      await untilSecondAfter(storedAt, 2);
      expect((await get('/location/late-town')).headers['x-cache-status']).toBe('STALE');
    } finally {
      stubs.web.reply(null);
    }
  });

  it('keeps refreshing a page read continuously, and no read waits for a render', async () => {
    let version = 0;
    stubs.web.reply((req) =>
      req.url === '/location/busy-town' ? { delayMs: 600, headers: { 'Content-Type': 'text/html' }, body: page(++version) } : undefined,
    );
    try {
      expect((await get('/location/busy-town')).body).toBe(page(1));
      const reads: { ms: number; status: string; body: string }[] = [];
      const until = Date.now() + 5_000;
      while (Date.now() < until) {
        const started = Date.now();
        const res = await get('/location/busy-town');
        reads.push({ ms: Date.now() - started, status: String(res.headers['x-cache-status']), body: res.body });
        await sleep(100);
      }
      // Every read is answered from the cache, none waits for the 600 ms render.
      expect(reads.filter((r) => r.ms >= 400)).toEqual([]);
      expect(reads.filter((r) => !['HIT', 'STALE', 'UPDATING'].includes(r.status))).toEqual([]);
      expect(reads.map((r) => r.status)).toContain('STALE');
      // The page keeps being refreshed in the background: at least two new renders in 5 s.
      expect(version).toBeGreaterThanOrEqual(3);
      expect(reads.at(-1)?.body).not.toBe(page(1));
    } finally {
      stubs.web.reply(null);
    }
  });

  it('answers a page unread for 3 s with its new content, never with the old copy', async () => {
    let version = 1;
    stubs.web.reply((req) =>
      req.url === '/location/quiet-town'
        ? { delayMs: 200, headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0, must-revalidate' }, body: page(version) }
        : undefined,
    );
    try {
      const first = await get('/location/quiet-town');
      expect(first.body).toBe(page(1));
      // The browser gets the service's own Cache-Control, never the one meant for the micro-cache.
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(first.headers['x-service-cache-control']).toBeUndefined();
      version = 2;
      await sleep(3_000);
      const next = await get('/location/quiet-town');
      expect(next.body).toBe(page(2));
      expect(next.headers['x-cache-status']).toBe('EXPIRED');
      expect(next.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      // The fresh render is what the following visitors get.
      expect((await get('/location/quiet-town')).headers['x-cache-status']).toBe('HIT');
    } finally {
      stubs.web.reply(null);
    }
  });

  it('still serves the stale copy, however old, when the service fails', async () => {
    let failing = false;
    stubs.contentApi.reply((req) =>
      req.url === '/single-blog/failing' ? (failing ? { status: 502, body: '{"status":"error"}' } : { body: '{"version":1}' }) : undefined,
    );
    try {
      expect(json(await get('/single-blog/failing'))).toEqual({ version: 1 });
      failing = true;
      await sleep(3_000);
      const res = await get('/single-blog/failing');
      expect(res.status).toBe(200);
      expect(json(res)).toEqual({ version: 1 });
      expect(res.headers['x-cache-status']).toBe('STALE');
      expect(hitsFor(stubs.contentApi, '/single-blog/failing')).toBeGreaterThanOrEqual(2);
    } finally {
      stubs.contentApi.reply(null);
    }
  });
});
