import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration, widths } from './support/browser';
import { baseUrl } from './support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Script requests, split by whether the page's load event had fired.
function recordScripts(page: Page): { beforeLoad: string[]; afterLoad: string[] } {
  const seen = { beforeLoad: [] as string[], afterLoad: [] as string[] };
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') (loaded ? seen.afterLoad : seen.beforeLoad).push(new URL(request.url()).pathname);
  });
  return seen;
}

describe('deferred hydration of public pages', () => {
  it('loads no JavaScript before the load event and hydrates once the page is idle', async () => {
    const { context, page, errors } = await openPage(browser, widths.phone);
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}/services/heating-systems`);
    expect(scripts.beforeLoad).toEqual([]);
    await waitForHydration(page);
    expect(scripts.afterLoad.some((p) => /\/assets\/framework-[\w-]+\.js$/.test(p))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates at the first interaction, and a tap on the menu before that is not lost', async () => {
    const { context, page, errors } = await openPage(browser, widths.phone);
    // Idle callbacks never come, so only an interaction can start hydration.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto(`${baseUrl}/about`);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.click('.nav-toggle');
    await waitForHydration(page);
    await page.waitForSelector('.nav-toggle[aria-expanded="true"]', { timeout: 5_000 });
    await page.click('.nav-toggle');
    expect(await page.getAttribute('.nav-toggle', 'aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed into a form before hydration', async () => {
    const { context, page, errors } = await openPage(browser, widths.phone);
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto(`${baseUrl}/about`);
    const email = `early-${Date.now()}@example.com`;
    await page.fill('form.newsletter input[name="email"]', email);
    await waitForHydration(page);
    await page.click('form.newsletter button[type="submit"]');
    await page.locator('form.newsletter [role="status"]').getByText(/Subscribed Successfully/i).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates the admin portal at once (it has no server-rendered content)', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto(`${baseUrl}/login`);
    await waitForHydration(page);
    await context.close();
  });
});
