// Issue 30: preview and newsletter tokens never appear in the gateway's access log, however the
// link's path is spelled (case, %-encoding) and whatever the answer (a page or an error page).
// Before, only /newsletter/* query strings in lower case were redacted.
import fs from 'node:fs';
import path from 'node:path';
import { request } from './http-client';
import { useGatewayOnStubs } from './gateway-on-stubs';

const site = useGatewayOnStubs();

// The access log's "uri" of every request, once `count` of them are written.
async function loggedUris(count: number): Promise<string[]> {
  const logFile = path.join(site.dataDir, 'logs', 'access.log');
  let lines: { uri: string }[] = [];
  for (let i = 0; i < 30 && lines.length < count; i++) {
    await new Promise((r) => setTimeout(r, 100));
    lines = fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { uri: string });
  }
  return lines.map((l) => l.uri);
}

describe('the access log', () => {
  it('never shows a preview or newsletter token', async () => {
    const sent: [method: string, path: string, logged: string][] = [
      ['GET', '/preview/secret-preview-a', '/preview/[redacted]'],
      ['GET', '/Preview/secret-preview-b?utm_source=mail', '/Preview/[redacted]'],
      ['GET', '/preview/secret-preview-c.data?_routes=routes%2Fpreview', '/preview/[redacted]'],
      ['GET', '/PREVIEW/secret-preview-d/', '/PREVIEW/[redacted]'],
      ['GET', '/%70review/secret-preview-e', '/preview/[redacted]'],
      ['GET', '/api/preview/secret-preview-f', '/api/preview/[redacted]'],
      ['GET', '/book/manage/secret-booking-a', '/book/manage/[redacted]'],
      ['POST', '/Book/Manage/secret-booking-b.data', '/Book/Manage/[redacted]'],
      // A gateway error page replaces $uri: the path as sent still decides.
      ['GET', '/preview/secret-preview-g/%2e%2e/x', '/preview/[redacted]'],
      ['GET', '/newsletter/confirm?token=secret-newsletter-a', '/newsletter/confirm?[redacted]'],
      ['POST', '/Newsletter/Unsubscribe?token=secret-newsletter-b', '/Newsletter/Unsubscribe?[redacted]'],
      ['GET', '/%6Eewsletter/confirm?token=secret-newsletter-c', '/newsletter/confirm?[redacted]'],
      ['GET', '/NEWSLETTER/confirm/?token=secret-newsletter-d', '/NEWSLETTER/confirm/?[redacted]'],
      ['GET', '/reviews/go?token=secret-review-a', '/reviews/go?[redacted]'],
      ['POST', '/Reviews/Unsubscribe?token=secret-review-b', '/Reviews/Unsubscribe?[redacted]'],
      ['GET', '/%72eviews/unsubscribe?token=secret-review-c', '/reviews/unsubscribe?[redacted]'],
      // Everything else keeps its address as sent.
      ['GET', '/blog?page=2', '/blog?page=2'],
      ['GET', '/newsletter/page.css', '/newsletter/page.css'],
    ];
    for (const [method, p] of sent) await request(site.gateway.url, method, p, { body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined });
    const uris = await loggedUris(sent.length);
    expect(uris.join('\n')).not.toMatch(/secret/);
    expect(uris).toEqual(sent.map(([, , logged]) => logged));
  });
});
