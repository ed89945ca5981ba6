import { apiPaths, type Blog, type BlogCount, type Category, type SuccessData, type UserInfo } from '@hvac/contracts';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './admin/admin-browser';
import { admin, uniqueName } from './admin/admin-env';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/stack';

// Every address of the sitemap is at most this many clicks from the home page.
const maxClicks = 3;
// How far the crawl goes on when something is missing, to say how deep it actually is.
const reportDepth = 8;
const postsPerBlogPage = 12;
const origin = new URL(baseUrl).origin;

type Reached = { depth: number; from: string | null };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
let blogPages = 0;
const createdPostIds: number[] = [];

// The address a crawler keys a page by: path and query, without the fragment.
const addressOf = (url: URL) => `${url.pathname}${url.search}`;

// Same-site pages a visitor can follow: not the admin portal, not mail or phone links, not files.
function followable(href: string, base: string): string | null {
  if (/^(mailto|tel|javascript):/i.test(href) || href.startsWith('#')) return null;
  const url = new URL(href, base);
  if (url.origin !== origin || /^\/(admin|login)(\/|$)/.test(url.pathname)) return null;
  return addressOf(url);
}

// A polite request: the gateway limits pages to 10 a second per address, so a refusal waits as told.
async function get(request: APIRequestContext, address: string) {
  for (let attempt = 0; ; attempt++) {
    const response = await request.get(address, { timeout: 30_000 });
    if (response.status() !== 429 || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers()['retry-after'] ?? 1) * 1000));
  }
}

// The <a href> links of a page as its server sent it, read with the browser's own HTML parser.
async function linksOf(address: string): Promise<{ finalAddress: string; hrefs: string[] }> {
  const response = await get(page.request, address);
  const finalUrl = new URL(response.url());
  if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('text/html')) return { finalAddress: addressOf(finalUrl), hrefs: [] };
  const html = await response.text();
  const hrefs = await page.evaluate(
    (text) => [...new DOMParser().parseFromString(text, 'text/html').querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    html,
  );
  return { finalAddress: addressOf(finalUrl), hrefs: hrefs.map((h) => followable(h, finalUrl.href)).filter((h): h is string => h !== null) };
}

// Breadth first from /, level by level, until every wanted address is reached or `depthLimit` clicks.
async function crawl(wanted: ReadonlySet<string>, depthLimit: number): Promise<Map<string, Reached>> {
  const reached = new Map<string, Reached>([['/', { depth: 0, from: null }]]);
  let level = ['/'];
  for (let depth = 1; depth <= depthLimit && level.length > 0; depth++) {
    if ([...wanted].every((address) => reached.has(address))) break;
    const next: string[] = [];
    // Two at a time: the machine renders for other visitors too.
    const queue = [...level];
    const worker = async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        const { finalAddress, hrefs } = await linksOf(address);
        // A redirect lands the visitor on its target with the same click.
        if (!reached.has(finalAddress)) reached.set(finalAddress, { depth: depth - 1, from: address });
        for (const href of hrefs) {
          if (reached.has(href)) continue;
          reached.set(href, { depth, from: finalAddress });
          next.push(href);
        }
      }
    };
    await Promise.all([worker(), worker()]);
    level = next;
  }
  return reached;
}

function clickPath(reached: Map<string, Reached>, address: string): string {
  const steps = [address];
  for (let from = reached.get(address)?.from; from; from = reached.get(from)?.from) steps.unshift(from);
  return steps.join(' → ');
}

async function sitemapAddresses(): Promise<Set<string>> {
  const xml = await (await get(page.request, apiPaths.sitemap)).text();
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => addressOf(new URL(loc.replace(/&amp;/g, '&')))));
}

async function publishedPostCount(): Promise<number> {
  return ((await (await get(page.request, apiPaths.blogCount)).json()) as SuccessData<BlogCount>).data.total;
}

const authorised = () => ({ Authorization: `Bearer ${token}` });

// Enough published posts for a third page of /blog, dated long ago so they sit on the last pages.
async function fillBlogToThreePages(): Promise<void> {
  const total = await publishedPostCount();
  const categories = ((await (await get(page.request, apiPaths.categories)).json()) as SuccessData<Category[]>).data;
  const category = categories.find((c) => c.category !== 'All')?.category_id;
  const missing = Math.max(0, 2 * postsPerBlogPage + 1 - total);
  for (let i = 0; i < missing; i++) {
    const title = uniqueName(`Archive note ${i + 1}`);
    const created = await page.request.post(apiPaths.blogs, {
      headers: authorised(),
      data: {
        title,
        published_date: `2019-03-${String(1 + (i % 28)).padStart(2, '0')}`,
        category,
        brief_paragraph: '<p>An older note from our technicians about keeping a furnace and air conditioner in good order.</p>',
        metaDescription: `${title}: seasonal maintenance advice.`,
        blogs_content: [{ heading: 'What to check', paragraph: '<p>Filters, vents and the thermostat, once a season.</p>' }],
      },
    });
    if (created.status() !== 201) throw new Error(`Creating a post failed: ${created.status()} ${await created.text()}`);
    createdPostIds.push(((await created.json()) as SuccessData<Blog>).data.blog_id);
  }
  // The gateway keeps public replies for about a second: wait until the count and the sitemap show the new posts.
  blogPages = Math.ceil((await until(publishedPostCount, (count) => count >= total + missing)) / postsPerBlogPage);
  await until(sitemapAddresses, (addresses) => [...addresses].filter((a) => a.startsWith('/blog/')).length >= total + missing);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl });
  page = await context.newPage();
  const signIn = await page.request.post(apiPaths.login, { data: { email: admin.email, password: admin.password } });
  if (!signIn.ok()) throw new Error(`Admin sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  token = ((await signIn.json()) as UserInfo).token;
  await fillBlogToThreePages();
}, 120_000);

afterAll(async () => {
  // The posts made for these tests go again, whatever happened.
  for (const id of createdPostIds) await page?.request.delete(apiPaths.blog(id), { headers: authorised() });
  await browser?.close();
});

describe('crawl depth', () => {
  it(`reaches every sitemap address within ${maxClicks} clicks from the home page, with the blog three pages long`, async () => {
    expect(blogPages).toBeGreaterThanOrEqual(3);
    const wanted = await sitemapAddresses();
    const reached = await crawl(wanted, maxClicks);
    const tooDeep = [...wanted].filter((address) => (reached.get(address)?.depth ?? Infinity) > maxClicks);
    if (tooDeep.length > 0) {
      // Crawl on to say how deep the missing addresses are, and print the deepest.
      const further = await crawl(wanted, reportDepth);
      const depths = [...wanted].map((address) => ({ address, depth: further.get(address)?.depth ?? Infinity })).sort((a, b) => b.depth - a.depth);
      const deepest = depths[0];
      console.log(`Deepest sitemap address: ${deepest.address} at depth ${deepest.depth} (${deepest.depth === Infinity ? `not reached within ${reportDepth}` : clickPath(further, deepest.address)})`);
    }
    expect(tooDeep.map((address) => `${address} (not within ${maxClicks} clicks)`)).toEqual([]);
    // Every page of the list is linked from /blog itself.
    for (let n = 2; n <= blogPages; n++) expect(reached.get(`/blog?page=${n}`)?.depth).toBeLessThanOrEqual(2);
  }, 300_000);

  it('numbers the pages of /blog, marks the current one, names a canonical per page and answers 404 past the last', async () => {
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    const canonical = async () => {
      const url = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '', baseUrl);
      return `${url.pathname}${url.search}`;
    };

    expect((await page.goto('/blog?page=2'))?.status()).toBe(200);
    expect(await pager.locator('a[aria-current="page"]').textContent()).toBe('2');
    expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/blog');
    expect(await pager.getByRole('link', { name: `Page ${blogPages}` }).getAttribute('href')).toBe(`/blog?page=${blogPages}`);
    expect(await pager.locator('a[rel="prev"]').getAttribute('href')).toBe('/blog');
    expect(await pager.locator('a[rel="next"]').getAttribute('href')).toBe('/blog?page=3');
    expect(await canonical()).toBe('/blog?page=2');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/blog?page=1');
    expect(await canonical()).toBe('/blog');
    expect(await pager.locator('a[aria-current="page"]').textContent()).toBe('1');

    for (const query of [`page=${blogPages + 1}`, 'page=abc', 'page=0']) {
      expect((await page.request.get(`/blog?${query}`)).status()).toBe(404);
    }
  });
});

// A public read repeated until it shows what the test wrote (or 10 s passed: the assertions then say what is wrong).
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
