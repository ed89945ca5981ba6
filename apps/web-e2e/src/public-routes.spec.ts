import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { services } from '@hvac/site';
import { launchBrowser, openPage, waitForHydration, widths } from './support/browser';
import { baseUrl, publicRouteKeys, publicRoutes, resolvePublicRoute, screenshotName, type PublicRoute } from './support/stack';

const shotsDir = path.join(__dirname, '..', 'screenshots');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

let browser: Browser;
let routes: PublicRoute[];

beforeAll(async () => {
  mkdirSync(shotsDir, { recursive: true });
  browser = await launchBrowser();
  routes = await publicRoutes();
});

afterAll(async () => {
  await browser?.close();
});

// Scrolls through the page so lazy images and carousels load before the full-page screenshot.
async function scrollThrough(page: import('playwright-core').Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(300);
}

describe('every public route', () => {
  for (const width of [widths.phone, widths.desktop]) {
    describe(`at ${width}px`, () => {
      it.each(publicRouteKeys)('%s: 200, one h1, title, clean hydration, 0 axe violations, screenshot', async (key) => {
        const route = resolvePublicRoute(routes, key);
        const { context, page, errors } = await openPage(browser, width);
        try {
          const response = await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load' });
          expect(response?.status()).toBe(200);
          await waitForHydration(page);
          const h1 = page.locator('h1');
          expect(await h1.count()).toBe(1);
          const h1Text = (await h1.innerText()).trim();
          if (typeof route.h1 === 'string') expect(h1Text.toLowerCase()).toBe(route.h1.toLowerCase());
          else expect(h1Text).toMatch(route.h1);
          expect(await page.title()).toMatch(route.title);
          await scrollThrough(page);
          await page.screenshot({ path: path.join(shotsDir, screenshotName(route.path, width)), fullPage: true });
          const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
          expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    });
  }

  it('has a unique title and description on every route', async () => {
    const seen = new Map<string, string>();
    for (const route of routes) {
      const html = await (await fetch(`${baseUrl}${route.path}`)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      expect(title).toBeTruthy();
      expect(description).toBeTruthy();
      for (const key of [`t:${title}`, `d:${description}`]) {
        expect({ key, other: seen.get(key) }).toEqual({ key, other: undefined });
        seen.set(key, route.path);
      }
    }
  });
});

describe('services', () => {
  // The spec's service cards: a summary panel over the picture on hover, and on keyboard focus too.
  it('cards show the summary panel (what the service covers) on hover and on focus', async () => {
    const { context, page } = await openPage(browser, widths.desktop, { reducedMotion: 'reduce' });
    try {
      await page.goto(`${baseUrl}/services`);
      await waitForHydration(page);
      await page.addStyleTag({ content: '.service-card__hover { transition: none !important; }' });
      const cards = page.locator('main .service-card');
      expect(await cards.count()).toBe(services.length);
      const panelOpacity = (i: number) => cards.nth(i).locator('.service-card__hover').evaluate((el) => getComputedStyle(el).opacity);
      for (const [i, service] of services.entries()) {
        const panel = cards.nth(i).locator('.service-card__hover');
        expect(await panel.locator('.service-card__eyebrow').textContent()).toBe('What we do');
        expect(await panel.locator('li').allTextContents()).toEqual(service.subServices.map((s) => s.title));
        expect(await panelOpacity(i)).toBe('0');
      }
      await cards.nth(0).hover();
      expect(await panelOpacity(0)).toBe('1');
      await page.mouse.move(1, 1);
      expect(await panelOpacity(0)).toBe('0');
      // Keyboard: Tab to the second card's link.
      const link = cards.nth(1).locator('a.card__link');
      for (let i = 0; i < 200 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      expect(await panelOpacity(1)).toBe('1');
      expect(await panelOpacity(0)).toBe('0');
    } finally {
      await context.close();
    }
  });

  it.each(services.map((s) => [s.slug, s] as const))('/services/%s carries its meta keywords', async (slug, service) => {
    const html = await (await fetch(`${baseUrl}/services/${slug}`)).text();
    expect(/<meta name="keywords" content="([^"]*)"/.exec(html)?.[1]).toBe(service.page.seoKeywords.join(', '));
  });
});

describe('not found and redirects', () => {
  it.each(['/no-such-page', '/blog/no-such-post-anywhere', '/location/no-such-town', '/services/no-such-service'])('answers %s with HTTP 404 and the 404 screen', async (p) => {
    const { context, page } = await openPage(browser, widths.desktop);
    const response = await page.goto(`${baseUrl}${p}`);
    expect(response?.status()).toBe(404);
    expect((await page.locator('h1').innerText()).trim()).toBe('Requested Page Could Not Be Found');
    expect(await page.locator('.error-screen__code').innerText()).toBe('404');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    // Links onward: home, services, contact.
    for (const href of ['/', '/services', '/contact']) expect(await page.locator(`.error-screen a[href="${href}"]`).count()).toBe(1);
    if (p === '/no-such-page') await page.screenshot({ path: path.join(shotsDir, screenshotName('/404', widths.desktop)) });
    await context.close();
  });

  it.each([
    ['/home', '/'],
    ['/services/refrigeration', '/services/refrigation'],
  ])('redirects %s permanently to %s', async (from, to) => {
    const res = await fetch(`${baseUrl}${from}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', baseUrl).pathname).toBe(to);
  });

  it('keeps the admin portal and /login out of search engines and out of server rendering', async () => {
    for (const p of ['/login', '/admin']) {
      const html = await (await fetch(`${baseUrl}${p}`)).text();
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});
