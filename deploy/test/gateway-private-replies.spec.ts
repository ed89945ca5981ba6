// Issue 30: the micro-cache must never store a reply the service marks `private` or `no-store`,
// whatever the path's case (preview pages were stored under /Preview/<token>) and whichever location
// answers it. Real nginx with the real template in front of stubs that answer with those headers.
import { request } from './http-client';
import { useGatewayOnStubs } from './gateway-on-stubs';

const site = useGatewayOnStubs();

const reads = async (service: 'web' | 'contentApi', p: string, headers: Record<string, string>) => {
  const stub = site.stubs[service];
  stub.reply((req) => (req.url === p ? { headers: { 'Content-Type': 'text/html', ...headers }, body: `<p>${req.url}</p>` } : undefined));
  try {
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await request(site.gateway.url, 'GET', p));
    return { replies, reached: stub.seen.filter((r) => r.url === p).length };
  } finally {
    stub.reply(null);
  }
};

describe('replies marked private or no-store', () => {
  it.each<[string, 'web' | 'contentApi', string, string, Record<string, string>?]>([
    ['a preview under another case', 'web', '/Preview/secret-token', 'private, no-store'],
    ['a preview’s data under another case', 'web', '/PREVIEW/secret-token.data', 'private, no-store'],
    ['a page', 'web', '/account-page', 'private'],
    ['a page, with max-age', 'web', '/personal-page', 'private, max-age=600'],
    ['a content read', 'contentApi', '/single-blog/draft-post', 'no-store'],
    ['a content read, in upper case', 'contentApi', '/API/Settings', 'No-Store'],
    ['a reply that also sets its own X-Accel-Expires', 'web', '/expiring-page', 'private', { 'X-Accel-Expires': '60' }],
    ['an asset (kept 7 days otherwise)', 'web', '/assets/personal-Ab1.js', 'no-store'],
    ['a public file (kept an hour otherwise)', 'web', '/personal.svg', 'private'],
  ])('are never stored: %s (%s %s, %s)', async (_what, service, p, cacheControl, extra = {}) => {
    const { replies, reached } = await reads(service, p, { 'Cache-Control': cacheControl, ...extra });
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.map((r) => r.headers['x-cache-status']).filter((s) => s === 'HIT')).toEqual([]);
    expect(reached).toBe(3);
    // The browser still gets the service's own header.
    if (!p.startsWith('/assets/') && !p.endsWith('.svg')) expect(replies[0]?.headers['cache-control']).toBe(cacheControl);
  });

  it('while a public reply, even one the browser must revalidate, is shared', async () => {
    const { replies, reached } = await reads('web', '/public-page', { 'Cache-Control': 'public, max-age=0, must-revalidate' });
    expect(replies.map((r) => r.headers['x-cache-status'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect(reached).toBe(1);
  });
});
