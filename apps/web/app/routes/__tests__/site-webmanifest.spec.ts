import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import { loader as adminLoader } from '../admin/admin-webmanifest';
import { loader } from '../site-webmanifest';

// A stand-in content-api serving the owner's site settings.
const contentApi = http.createServer((req, res) => {
  if (req.url !== apiPaths.settings) return void res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'success', data: { ...defaultSiteSettings, businessName: 'Renamed Comfort Co.' } }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => contentApi.listen(0, '127.0.0.1', resolve));
  process.env.CONTENT_API_URL = `http://127.0.0.1:${(contentApi.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => contentApi.close(resolve)));

describe('the web app manifest', () => {
  it('is named after the business of the site settings, and the gateway keeps it for a second only', async () => {
    const reply = await loader();
    expect(reply.headers.get('Content-Type')).toBe('application/manifest+json');
    expect(reply.headers.get('X-Accel-Expires')).toBe('1');
    expect(await reply.json()).toMatchObject({ name: 'Renamed Comfort Co.', short_name: 'Renamed', start_url: '/' });
  });

  it('has an admin twin scoped to /admin that installs as an app of its own', async () => {
    const reply = await adminLoader();
    expect(reply.headers.get('Content-Type')).toBe('application/manifest+json');
    expect(await reply.json()).toMatchObject({ name: 'Renamed Comfort Co. Admin', scope: '/admin', start_url: '/admin', display: 'standalone', icons: expect.any(Array) });
  });
});
