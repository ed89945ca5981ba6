import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Blog, LocationPage } from '@hvac/contracts';
import { serviceAreas, services, townSlug } from '@hvac/site';
import { call, conditionalGet, startTestApp, type TestApp } from './test-app';

const site = 'https://www.example-hvac.ca';
const schema = path.join(__dirname, 'fixtures/sitemap.xsd');

// xmllint exits non-zero and explains why when the document breaks the schema.
function xmllint(xml: string, args: string[]): { ok: boolean; output: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'doc.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', [...args, '--noout', file], { stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: Buffer }).stderr ?? error) };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);

describe('search feeds', () => {
  let t: TestApp;
  let post: Blog;
  let page: LocationPage;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_SITE_URL: `${site}/`, SEED_SAMPLE_CONTENT: 'true' });
    post = (await call<{ data: Blog }>(t, 'POST', '/blogs', { body: { title: 'Fresh post: R-32 & you <2026>', category: 2, brief_paragraph: '<p>New <b>refrigerants</b> explained.</p>' } })).body.data;
    page = (await call<{ data: LocationPage }>(t, 'POST', '/api/locationpages/create', { body: { main_heading: 'HVAC in Acton', main_paragraph: '<p>Same-day furnace and air conditioning repair for homes and businesses in town.</p>', meta_title: 'HVAC in Acton', meta_description: 'Heating and cooling in Acton' } })).body.data;
  });
  afterAll(() => t.close());

  it('serves a sitemap that validates against the sitemaps.org schema', async () => {
    const res = await fetch(`${t.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const lint = xmllint(xml, ['--schema', schema]);
    expect(lint).toEqual({ ok: true, output: '' });
    // The check has teeth: a relative loc breaks the schema.
    expect(xmllint(xml.replace(`<loc>${site}/about</loc>`, '<loc>about</loc>'), ['--schema', schema]).ok).toBe(false);
  });

  it('lists home, static pages, the eight services, every post and location page with lastmod', async () => {
    const xml = await (await fetch(`${t.baseUrl}/sitemap.xml`)).text();
    const all = locs(xml);
    for (const p of ['/', '/about', '/services', '/blog', '/contact']) expect(all).toContain(`${site}${p}`);
    for (const s of services) expect(all).toContain(`${site}/services/${s.slug}`);
    expect(services).toHaveLength(8);
    for (const town of serviceAreas) expect(all).toContain(`${site}/location/${townSlug(town)}`);
    const posts = (await call<{ data: Blog[] }>(t, 'GET', '/blogs')).body.data;
    for (const p of posts) expect(all).toContain(`${site}/blog/${p.slug_url}`);
    const entry = (loc: string) => xml.split('<url>').find((u) => u.includes(`<loc>${loc}</loc>`)) ?? '';
    expect(entry(`${site}/blog/${post.slug_url}`)).toContain(`<lastmod>${post.updated_at}</lastmod>`);
    expect(entry(`${site}/location/${page.slug_url}`)).toContain(`<lastmod>${page.updated_at}</lastmod>`);
    for (const hidden of ['/admin', '/login', '/thank-you']) expect(all.some((l) => l.includes(hidden))).toBe(false);
  });

  it('lists a newly created post at once', async () => {
    const fresh = (await call<{ data: Blog }>(t, 'POST', '/blogs', { body: { title: 'Created just now', category: 3 } })).body.data;
    const xml = await (await fetch(`${t.baseUrl}/sitemap.xml`)).text();
    expect(locs(xml)).toContain(`${site}/blog/created-just-now`);
    expect(xmllint(xml, ['--schema', schema]).ok).toBe(true);
    await call(t, 'DELETE', `/blogs/${fresh.blog_id}`);
    expect(locs(await (await fetch(`${t.baseUrl}/sitemap.xml`)).text())).not.toContain(`${site}/blog/created-just-now`);
  });

  it('serves robots.txt that keeps private pages out and names the sitemap', async () => {
    const res = await fetch(`${t.baseUrl}/robots.txt`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /thank-you', 'Disallow: /accept-invite', 'Disallow: /forgot-password', 'Disallow: /reset-password', `Sitemap: ${site}/sitemap.xml`]));
  });

  it('serves an RSS 2.0 feed of the posts with escaped text', async () => {
    const res = await fetch(`${t.baseUrl}/rss.xml`);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    expect(xmllint(xml, []).ok).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    const posts = (await call<{ data: Blog[] }>(t, 'GET', '/blogs')).body.data;
    const items = xml.split('<item>').slice(1);
    expect(items).toHaveLength(posts.length);
    expect(xml).toContain('<title>Fresh post: R-32 &amp; you &lt;2026&gt;</title>');
    expect(xml).toContain(`<link>${site}/blog/${post.slug_url}</link>`);
    expect(xml).toContain('<description>New refrigerants explained.</description>');
    for (const item of items) expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });

  it('sends ETag and Cache-Control on the feeds', async () => {
    for (const p of ['/sitemap.xml', '/robots.txt', '/rss.xml']) {
      const res = await fetch(`${t.baseUrl}${p}`);
      const etag = res.headers.get('etag') as string;
      expect(etag).toBeTruthy();
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
      expect((await conditionalGet(`${t.baseUrl}${p}`, etag)).status).toBe(304);
    }
  });
});
