import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getFromContentApi } from '../content-api.server';

// A stand-in content-api that counts reads per path and answers slowly, as a busy one would.
const reads = new Map<string, number>();
let failing = false;
const contentApi = http.createServer((req, res) => {
  const path = req.url ?? '';
  reads.set(path, (reads.get(path) ?? 0) + 1);
  setTimeout(() => {
    if (failing) res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'fail', message: 'No such post' }));
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ read: reads.get(path) }));
  }, 30);
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await new Promise<void>((resolve) => contentApi.listen(0, '127.0.0.1', resolve));
  process.env.CONTENT_API_URL = `http://127.0.0.1:${(contentApi.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => contentApi.close(resolve)));
beforeEach(() => {
  failing = false;
});

describe('reads from content-api', () => {
  it('share one read between renders asking at once and for the next half second, then read again', async () => {
    const path = '/blogs?fields=summary&limit=6';
    const first = await Promise.all(Array.from({ length: 20 }, () => getFromContentApi(path)));
    expect(reads.get(path)).toBe(1);
    expect(first.every((r) => r.ok && (r.value as { read: number }).read === 1)).toBe(true);
    await getFromContentApi(path);
    expect(reads.get(path)).toBe(1);

    await sleep(600);
    expect(await getFromContentApi(path)).toEqual({ ok: true, value: { read: 2 } });
    expect(reads.get(path)).toBe(2);
  });

  it('keep each address apart', async () => {
    await Promise.all([getFromContentApi('/single-blog/a'), getFromContentApi('/single-blog/b')]);
    expect([reads.get('/single-blog/a'), reads.get('/single-blog/b')]).toEqual([1, 1]);
  });

  it('give a failure with its reason to the renders waiting for it, and ask again on the next render', async () => {
    failing = true;
    const path = '/single-blog/gone';
    const waiting = await Promise.all([getFromContentApi(path), getFromContentApi(path)]);
    expect(waiting).toEqual([
      { ok: false, status: 404, message: 'No such post' },
      { ok: false, status: 404, message: 'No such post' },
    ]);
    expect(reads.get(path)).toBe(1);
    await sleep(5);
    failing = false;
    expect(await getFromContentApi(path)).toEqual({ ok: true, value: { read: 2 } });
  });
});
