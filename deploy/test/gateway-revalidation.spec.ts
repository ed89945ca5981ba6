// Issue 30's regression: once a micro-cached entry had expired, nginx revalidated it with
// If-None-Match, the services answered 304, and the limiter gave a 304 no expiry, so the refreshed
// entry was stale at once: every later read went through the limiter (200 REVALIDATED, then
// 429 EXPIRED for a client over its limit), never a cache hit. A gateway of its own, so that no other
// test's requests count against its limits; stubs that answer If-None-Match with 304 as content-api
// and web do.
import { type RawResponse, request } from './http-client';
import { type SeenRequest, type StubReply, type StubUpstream } from './stub-upstream';
import { useGatewayOnStubs } from './gateway-on-stubs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const etag = '"v1"';
// What the services do: the same ETag for an unchanged reply, 304 when the client already has it.
const conditional =
  (p: string, contentType: string, body: string) =>
  (req: SeenRequest): StubReply | undefined => {
    if (req.url !== p) return undefined;
    if (req.headers['if-none-match'] === etag) return { status: 304, headers: { ETag: etag } };
    return { headers: { ETag: etag, 'Content-Type': contentType }, body };
  };

const site = useGatewayOnStubs();

describe('a micro-cached entry refreshed by a 304', () => {
  it.each<[string, 'contentApi' | 'web', string, string]>([
    // content-api reads: the api class (20/s, burst 100)
    ['GET /blogs', 'contentApi', '/blogs', 'application/json'],
    // pages: the pages class (10/s, burst 40)
    ['a page', 'web', '/location/revalidated-town', 'text/html'],
  ])('%s: 300 reads from one address after its first expiry get no 429 and reach the service at most twice a second', async (_what, service, p, contentType) => {
    const stub: StubUpstream = site.stubs[service];
    stub.reply(conditional(p, contentType, contentType === 'text/html' ? '<h1>Town</h1>' : '{"blogs":[]}'));
    try {
      expect((await request(site.gateway.url, 'GET', p)).status).toBe(200);
      // Past the entry's expiry (at most 1.2 s) and its 1 s stale window: the next read revalidates.
      await sleep(2_500);
      const startedAt = Date.now();
      const replies: RawResponse[] = [];
      for (let i = 0; i < 300; i++) {
        replies.push(await request(site.gateway.url, 'GET', p));
        await sleep(10);
      }
      const statuses = replies.map((r) => `${r.status} ${String(r.headers['x-cache-status'])}`);
      expect(statuses.filter((s) => !s.startsWith('200 '))).toEqual([]);
      expect(statuses[0]).toBe('200 REVALIDATED');
      expect(statuses.filter((s) => s === '200 HIT').length).toBeGreaterThan(200);
      // The service answered 304s only: each revalidation refreshed the entry.
      const reached = stub.seen.filter((r) => r.url === p && r.at >= startedAt);
      expect(reached.every((r) => r.headers['if-none-match'] === etag)).toBe(true);
      const perSecond = new Map<number, number>();
      for (const r of reached) perSecond.set(Math.floor(r.at / 1_000), (perSecond.get(Math.floor(r.at / 1_000)) ?? 0) + 1);
      expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(2);
    } finally {
      stub.reply(null);
    }
  });
});
