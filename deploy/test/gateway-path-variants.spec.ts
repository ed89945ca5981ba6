// Issue 30, "limits without side doors": the services' routers ignore the case of a path and one
// trailing slash (libs/server-kit start-http-service.ts routerOptions; React Router and the web
// app's static route too), so /api/users/Login/ reaches the same sign-in handler as
// /api/users/login. The gateway must give every such variant the same service, limit class and cache
// decision, or a variant is a way around the limit. Real nginx with the real template, behind a
// trusted front proxy so that every case gets a client address (and so a bucket) of its own.
import fs from 'node:fs';
import path from 'node:path';
import { type RawResponse, request } from './http-client';
import { useGatewayOnStubs } from './gateway-on-stubs';

const site = useGatewayOnStubs({ trustedProxies: ['127.0.0.1'] });

let clients = 0;
// A client address nobody else used: its own bucket in every class.
const newClient = () => {
  clients += 1;
  return `198.51.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

type Variant = 'as written' | 'mixed case' | 'trailing slash' | 'upper case and trailing slash';
const variants: Variant[] = ['as written', 'mixed case', 'trailing slash', 'upper case and trailing slash'];

// The same route as a client may spell it; only the path changes, never the query.
function spell(p: string, variant: Variant): string {
  const [pathname = '', query] = p.split('?');
  const mixed = pathname.replace(/\/([a-z])/g, (_m, c: string) => `/${c.toUpperCase()}`);
  const spelled = {
    'as written': pathname,
    'mixed case': mixed,
    'trailing slash': `${pathname}/`,
    'upper case and trailing slash': `${pathname.toUpperCase()}/`,
  }[variant];
  return query === undefined ? spelled : `${spelled}?${query}`;
}

const send = (method: string, p: string, client: string, body?: Buffer | string): Promise<RawResponse> =>
  request(site.gateway.url, method, p, {
    headers: { 'X-Forwarded-For': client, ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
    body: method === 'GET' ? undefined : (body ?? '{}'),
  });

const serviceThatSaw = (client: string) =>
  Object.values(site.stubs)
    .filter((s) => s.seen.some((r) => r.headers['x-forwarded-for'] === client))
    .map((s) => s.name);

// Sends the route (each request its own path when `p` is a function, so cached routes miss) from a
// new client until the gateway refuses one, then reads which limit zone refused it in nginx's log.
async function limitOf(method: string, p: (i: number) => string): Promise<{ zone: string; services: string[]; passed: number }> {
  const client = newClient();
  let passed = 0;
  for (let i = 0; i < 300; i += 10) {
    const replies = await Promise.all(Array.from({ length: 10 }, (_, j) => send(method, p(i + j), client)));
    expect(replies.filter((r) => r.status !== 200 && r.status !== 429).map((r) => r.status)).toEqual([]);
    passed += replies.filter((r) => r.status === 200).length;
    if (replies.some((r) => r.status === 429)) break;
  }
  const errorLog = path.join(site.dataDir, 'logs', 'error.log');
  let zone: string | undefined;
  for (let tries = 0; tries < 50 && zone === undefined; tries++) {
    zone = new RegExp(`by zone "([a-z-]+)", client: ${client.replace(/\./g, '\\.')},`).exec(fs.readFileSync(errorLog, 'utf8'))?.[1];
    if (zone === undefined) await new Promise((r) => setTimeout(r, 100));
  }
  return { zone: zone ?? 'none: never limited', services: serviceThatSaw(client), passed };
}

describe('every limited route has one limit class, however its path is spelled', () => {
  const routes: [limitClass: string, method: string, route: (i: number) => string, service: string][] = [
    ['sign-in', 'POST', () => '/api/users/login', 'auth-api'],
    ['api', 'GET', () => '/api/users/profile', 'auth-api'],
    ['api', 'GET', () => '/docs/auth', 'auth-api'],
    ['api', 'GET', () => '/api/admin/enquiries', 'content-api'],
    ['api', 'GET', () => '/docs/content', 'content-api'],
    // A cached read counts when it misses: a new offset each time.
    ['api', 'GET', (i) => `/blogs?offset=${i}`, 'content-api'],
    ['forms', 'POST', () => '/send-newsletter', 'content-api'],
    ['forms', 'POST', () => '/send-contact-form-main', 'content-api'],
    ['forms', 'POST', () => '/newsletter/unsubscribe', 'content-api'],
    ['forms', 'POST', () => '/reviews/unsubscribe', 'content-api'],
    ['pages', 'GET', (i) => `/reviews/go?token=t${i}`, 'content-api'],
    ['uploads', 'POST', () => '/api/upload', 'content-api'],
    ['pages', 'GET', (i) => `/preview/token-${i}`, 'web'],
    ['assets', 'GET', (i) => `/assets/chunk-${i}.js`, 'web'],
  ];
  const cases = routes.flatMap(([limitClass, method, route, service]) =>
    variants.map((variant) => [`${method} ${route(0)}`, variant, limitClass, method, route, service] as const),
  );

  it.each(cases)('%s, %s: class %s', async (_name, variant, limitClass, method, route, service) => {
    const result = await limitOf(method, (i) => spell(route(i), variant));
    expect({ zone: result.zone, services: result.services }).toEqual({ zone: limitClass, services: [service] });
  });
});

describe('the reproduction: 40 sign-ins from one address', () => {
  it.each(variants)('get 429 from the 22nd on, %s', async (variant) => {
    const client = newClient();
    const p = spell('/api/users/login', variant);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await send('POST', p, client)).status);
    expect(statuses.slice(0, 21)).toEqual(Array.from({ length: 21 }, () => 200));
    expect(statuses.slice(21)).toEqual(Array.from({ length: 19 }, () => 429));
    expect(site.stubs.authApi.seen.filter((r) => r.headers['x-forwarded-for'] === client)).toHaveLength(21);
  });
});

describe('routing and cache decisions follow the services’ routing too', () => {
  const get = (p: string) => send('GET', p, newClient());

  it.each(['/Blogs', '/blogs/', '/BLOGS/?limit=5', '/Single-Blog/Some-Post', '/API/Settings/', '/Sitemap.xml', '/robots.txt/', '/API/LocationPages/url/milton', '/api/booking/windows', '/API/Booking/Windows/'])(
    'the public read %s goes to content-api and is micro-cached',
    async (p) => {
      const first = await get(p);
      expect(JSON.parse(first.body)).toMatchObject({ upstream: 'content-api', url: p });
      expect((await get(p)).headers['x-cache-status']).toBe('HIT');
    },
  );

  it('keeps the parameters the blog list reads whatever the case of its path', async () => {
    expect(JSON.parse((await get('/Blogs/?utm_source=x&offset=10&limit=5')).body)).toMatchObject({ url: '/Blogs/?limit=5&offset=10' });
    expect(JSON.parse((await get('/BLOG?page=2&gclid=1')).body)).toMatchObject({ upstream: 'web', url: '/BLOG?page=2' });
  });

  it('the booking page /book goes to web and is micro-cached like the other public pages', async () => {
    const first = await get('/book?utm_source=google');
    expect(JSON.parse(first.body)).toMatchObject({ upstream: 'web', url: '/book' });
    expect((await get('/book')).headers['x-cache-status']).toBe('HIT');
  });

  it.each(['/Preview/some-token', '/PREVIEW/some-token/', '/preview/Some-Token.data', '/book/manage/some-token', '/Book/Manage/some-token.data'])('the personal page %s goes to web and is never cached', async (p) => {
    const before = site.stubs.web.seen.length;
    for (let i = 0; i < 2; i++) {
      const res = await get(p);
      expect(JSON.parse(res.body)).toMatchObject({ upstream: 'web' });
      expect(res.headers['x-cache-status']).toBeUndefined();
    }
    expect(site.stubs.web.seen.length - before).toBe(2);
  });

  it.each([
    ['/API/Admin/enquiries', 'content-api'],
    ['/Api/Users/Profile/', 'auth-api'],
    ['/Newsletter/Confirm?token=abc', 'content-api'],
    ['/Docs/Auth', 'auth-api'],
  ])('%s goes to %s, never through the cache', async (p, service) => {
    const res = await get(p);
    expect(JSON.parse(res.body)).toMatchObject({ upstream: service, url: p });
    expect(res.headers['x-cache-status']).toBeUndefined();
  });

  it('gives the API documentation its own policy whatever the case', async () => {
    expect((await get('/DOCS/Content/')).headers['content-security-policy']).toContain("script-src 'self';");
  });

  it.each(['/Health/ready', '/HEALTH', '/health/', '/Health/Live/'])('%s never reaches a service', async (p) => {
    const before = Object.values(site.stubs).map((s) => s.seen.length);
    expect((await get(p)).status).toBe(404);
    expect(Object.values(site.stubs).map((s) => s.seen.length)).toEqual(before);
  });

  it('lets a 2 MB image through /API/Upload/ (the upload body cap), not through other paths', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 0x20);
    const upload = await send('POST', '/API/Upload/', newClient(), body);
    expect(upload.status).toBe(200);
    expect(JSON.parse(upload.body)).toMatchObject({ upstream: 'content-api', bodyBytes: body.length });
    expect((await send('POST', '/Send-Newsletter/', newClient(), body)).status).toBe(413);
  });
});
