// The gateway's per-client request limits, on gateways of their own so that no other test's requests
// count: one reached directly (clients are the connection's peer) and one behind a configured front
// proxy (clients are named by its X-Forwarded-For, as behind the Kubernetes Ingress).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type RunningGateway, startGateway } from '@hvac/test-harness';
import { json, type RawResponse, request } from './http-client';
import { type SeenRequest, startStubServices, type StubServices, type StubUpstream, stubUpstreams } from './stub-upstream';

let stubs: StubServices;
const gateways: { gateway: RunningGateway; dataDir: string }[] = [];
let direct: string;
let behindProxy: string;

async function gatewayWith(trustedProxies?: string[]): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-gateway-limits-'));
  const gateway = await startGateway({
    port: await freePort(),
    dataDir,
    trustedProxies,
    upstreams: stubUpstreams(stubs),
  });
  gateways.push({ gateway, dataDir });
  return gateway.url;
}

beforeAll(async () => {
  stubs = await startStubServices();
  direct = await gatewayWith();
  behindProxy = await gatewayWith(['127.0.0.1']);
});

afterAll(async () => {
  for (const { gateway, dataDir } of gateways) {
    await gateway.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await Promise.all(Object.values(stubs ?? {}).map((s) => s.close()));
});

const hits = (stub: StubUpstream, prefix: string) => stub.seen.filter((r) => r.url.startsWith(prefix)).length;
const statuses = (replies: RawResponse[]) => replies.map((r) => r.status);

// Requests in parallel batches of ten: fast enough that the buckets barely refill meanwhile.
async function flood(count: number, send: (i: number) => Promise<RawResponse>): Promise<RawResponse[]> {
  const replies: RawResponse[] = [];
  for (let i = 0; i < count; i += 10) replies.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => send(i + j)))));
  return replies;
}

const signIn = (base: string, headers: Record<string, string> = {}) =>
  request(base, 'POST', '/api/users/login', { headers: { 'Content-Type': 'application/json', ...headers }, body: '{"email":"a@example.com","password":"x"}' });

describe('request limits, per client address', () => {
  it('refuse page renders over the limit with an HTML 429 and Retry-After, and never count cache hits', async () => {
    expect((await request(direct, 'GET', '/cached-page')).status).toBe(200);
    expect((await request(direct, 'GET', '/cached-page')).headers['x-cache-status']).toBe('HIT');

    const started = Date.now();
    const replies = await flood(80, (i) => request(direct, 'GET', `/render-${i}`));
    const passed = replies.filter((r) => r.status === 200).length;
    // A burst of 40, then 10 a second.
    expect(passed).toBeGreaterThanOrEqual(40);
    expect(passed).toBeLessThanOrEqual(41 + Math.ceil((Date.now() - started) / 100));
    expect(hits(stubs.web, '/render-')).toBe(passed);
    const refused = replies.find((r) => r.status === 429) as RawResponse;
    expect(refused.headers['content-type']).toBe('text/html');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toContain('Too many requests');
    expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    // The same client, over its render limit, still gets every cached page (expired entries stale).
    const cached = await flood(200, () => request(direct, 'GET', '/cached-page?utm_source=flood'));
    expect(new Set(statuses(cached))).toEqual(new Set([200]));
  });

  it('serve a page the cache holds stale when the limiter refuses its refresh', async () => {
    // The test before left this client's page bucket empty: let it refill (a burst of 40, 10 a second).
    await new Promise((r) => setTimeout(r, 4100));
    const first = await request(direct, 'GET', '/held-page');
    expect(first.status).toBe(200);
    let stored = first.body;
    let held: RawResponse | undefined;
    // Past the 1 s stale-while-revalidate window the next read waits for a render, as after a service
    // restart (npm run upgrade-drill). On a busy machine the bucket can refill between the flood and that
    // read, which then renders (and is stored): flood again until the limiter refuses it. Never a 429.
    for (let attempt = 0; attempt < 5 && held?.headers['x-cache-status'] !== 'STALE'; attempt += 1) {
      if (held) stored = held.body;
      await new Promise((r) => setTimeout(r, 2500));
      expect(statuses(await flood(80, (i) => request(direct, 'GET', `/exhaust-${attempt}-${i}`)))).toContain(429);
      held = await request(direct, 'GET', '/held-page');
      expect(held.status).toBe(200);
    }
    expect(held?.headers['x-cache-status']).toBe('STALE');
    expect(held?.body).toBe(stored);
  });

  it('refuse API calls over the limit with the JSON envelope', async () => {
    const replies = await flood(160, (i) => request(direct, 'GET', `/api/admin/enquiries/${i}`));
    const refused = replies.find((r) => r.status === 429) as RawResponse;
    expect(refused).toBeDefined();
    expect(json(refused)).toEqual({ status: 'fail', message: 'Too many requests, please try again in a moment' });
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('count sign-ins on their own, and a forged X-Forwarded-For does not move the limit', async () => {
    const replies = await flood(30, (i) => signIn(direct, { 'X-Forwarded-For': `198.51.100.${i}`, 'X-Real-IP': `198.51.100.${i}` }));
    const passed = replies.filter((r) => r.status === 200).length;
    expect(passed).toBeGreaterThanOrEqual(20);
    expect(passed).toBeLessThanOrEqual(21);
    const refused = replies.find((r) => r.status === 429) as RawResponse;
    expect(refused.headers['retry-after']).toBe('2');
    expect(json(refused)).toMatchObject({ status: 'fail' });
    // Every request that reached auth-api was told the real peer, never the forged address.
    const seen = stubs.authApi.seen.filter((r) => r.url === '/api/users/login');
    expect(new Set(seen.map((r) => r.headers['x-forwarded-for']))).toEqual(new Set(['127.0.0.1']));
  });

  it('count form posts and page actions together, answering each in its own format', async () => {
    const replies = await flood(30, () => request(direct, 'POST', '/send-contact-form-main', { headers: { 'Content-Type': 'application/json' }, body: '{}' }));
    expect(statuses(replies)).toContain(429);
    const action = await request(direct, 'POST', '/forms/submit', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'formType=Newsletter' });
    expect(action.status).toBe(429);
    expect(action.headers['content-type']).toBe('text/html');
    expect(action.headers['retry-after']).toBe('2');
  });

  it('count analytics beacons on their own, refusing a flood with the JSON envelope', async () => {
    const replies = await flood(40, () => request(direct, 'POST', '/api/analytics/events', { headers: { 'Content-Type': 'application/json' }, body: '{}' }));
    const passed = replies.filter((r) => r.status === 200).length;
    // A burst of 20, then 5 a second.
    expect(passed).toBeGreaterThanOrEqual(20);
    expect(passed).toBeLessThan(30);
    const refused = replies.find((r) => r.status === 429) as RawResponse;
    expect(json(refused)).toEqual({ status: 'fail', message: 'Too many requests, please try again in a moment' });
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('pass a service’s own 429 and Retry-After unchanged', async () => {
    stubs.contentApi.reply((req: SeenRequest) =>
      req.url === '/send-newsletter' ? { status: 429, headers: { 'Retry-After': '540' }, body: '{"msg":"fail"}' } : undefined,
    );
    try {
      const res = await request(behindProxy, 'POST', '/send-newsletter', { headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.200' }, body: '{}' });
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('540');
      expect(json(res)).toEqual({ msg: 'fail' });
    } finally {
      stubs.contentApi.reply(null);
    }
  });
});

describe('behind a configured front proxy', () => {
  it('gives each client its own bucket and tells the services exactly that client', async () => {
    const first = await flood(30, () => signIn(behindProxy, { 'X-Forwarded-For': '203.0.113.10' }));
    expect(statuses(first)).toContain(429);
    const before = stubs.authApi.seen.length;
    const other = await signIn(behindProxy, { 'X-Forwarded-For': '203.0.113.11' });
    expect(other.status).toBe(200);
    expect(stubs.authApi.seen[before]?.headers['x-forwarded-for']).toBe('203.0.113.11');
    // A client that sends its own X-Forwarded-For through the proxy is still the address the proxy saw.
    const chained = await signIn(behindProxy, { 'X-Forwarded-For': '203.0.113.10, 203.0.113.12' });
    expect(chained.status).toBe(200);
    expect(stubs.authApi.seen[before + 1]?.headers['x-forwarded-for']).toBe('203.0.113.12');
  });

  it('counts an IPv6 client per /64', async () => {
    const first = await flood(30, () => signIn(behindProxy, { 'X-Forwarded-For': '2001:db8:1:2::1' }));
    expect(statuses(first)).toContain(429);
    expect((await signIn(behindProxy, { 'X-Forwarded-For': '2001:db8:1:2:ffff:ffff:ffff:ffff' })).status).toBe(429);
    expect((await signIn(behindProxy, { 'X-Forwarded-For': '2001:db8:1:3::1' })).status).toBe(200);
  });
});
