import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { followRedirect } from '../api/follow-redirect.server';

// A stand-in content-api that knows one old address.
const asked: string[] = [];
const contentApi = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://content-api');
  asked.push(url.searchParams.get('path') ?? '');
  if (url.pathname === '/api/redirects/lookup' && url.searchParams.get('path') === '/blog/old-name') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'success', data: { target_path: '/blog/new-name' } }));
  } else {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'fail', message: 'No redirect from this address' }));
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => contentApi.listen(0, '127.0.0.1', resolve));
  process.env.CONTENT_API_URL = `http://127.0.0.1:${(contentApi.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => contentApi.close(resolve)));

describe('old addresses', () => {
  it('answer 301 with the final address, keeping the query', async () => {
    const thrown = await followRedirect(new Request('http://site.test/blog/old-name?utm_source=mail')).catch((response: unknown) => response);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/blog/new-name?utm_source=mail');
  });

  it('fall through to the not-found page when no redirect is known', async () => {
    await expect(followRedirect(new Request('http://site.test/blog/never-existed'))).resolves.toBeUndefined();
    expect(asked).toContain('/blog/never-existed');
  });
});
