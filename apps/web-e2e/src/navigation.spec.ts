import { services } from '@hvac/site';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration, widths } from './support/browser';
import { baseUrl } from './support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dropdownVisible = (page: import('playwright-core').Page) => page.locator('#services-menu').isVisible();

describe('header on a desktop', () => {
  it('opens the services dropdown on hover and closes it when the pointer leaves', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    expect(await dropdownVisible(page)).toBe(false);
    await page.hover('.nav__link[href="/services"]');
    expect(await dropdownVisible(page)).toBe(true);
    expect(await page.locator('#services-menu a').count()).toBe(services.length);
    await page.mouse.move(5, 600);
    expect(await dropdownVisible(page)).toBe(false);
    await context.close();
  });

  it('opens on keyboard focus, closes with Escape (focus back on Services) and on an outside click', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.focus('.nav__link[href="/about"]');
    await page.keyboard.press('Tab');
    expect(await dropdownVisible(page)).toBe(true);
    expect(await page.getAttribute('.nav__link[href="/services"]', 'aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await dropdownVisible(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/services');
    await page.keyboard.press('ArrowDown');
    expect(await dropdownVisible(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(`/services/${services[0].slug}`);
    await page.mouse.click(5, 700);
    expect(await dropdownVisible(page)).toBe(false);
    await context.close();
  });

  it('closes after a pick and lands on the service page', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.hover('.nav__link[href="/services"]');
    await page.click(`#services-menu a[href="/services/${services[4].slug}"]`);
    await page.waitForURL(`**/services/${services[4].slug}`);
    // The URL changes first; React renders the new page right after.
    await page.locator('h1', { hasText: services[4].title }).waitFor();
    expect(await dropdownVisible(page)).toBe(false);
    await context.close();
  });

  it('scrolls to the top on a route change', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.click('footer a[href="/contact"]');
    await page.waitForURL('**/contact');
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('header on a phone', () => {
  it('toggles the menu with the hamburger; first tap on Services opens its submenu, the second goes to /services', async () => {
    const { context, page } = await openPage(browser, widths.phone, { hasTouch: true, isMobile: true });
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    expect(await page.locator('#site-nav').isVisible()).toBe(false);
    await page.tap('.nav-toggle');
    expect(await page.locator('#site-nav').isVisible()).toBe(true);
    expect(await page.getAttribute('.nav-toggle', 'aria-expanded')).toBe('true');
    await page.tap('.nav__link[href="/services"]');
    expect(page.url()).toMatch(/\/contact$/);
    expect(await dropdownVisible(page)).toBe(true);
    await page.tap('.nav__link[href="/services"]');
    await page.waitForURL('**/services');
    await page.locator('h1', { hasText: /^Services$/ }).waitFor();
    // The navigation closed the menu.
    expect(await page.locator('#site-nav').isVisible()).toBe(false);
    await context.close();
  });

  it('shows a sticky call button that dials the emergency line', async () => {
    const { context, page } = await openPage(browser, widths.phone);
    await page.goto(`${baseUrl}/about`);
    const sticky = page.locator('.sticky-call');
    expect(await sticky.isVisible()).toBe(true);
    expect(await sticky.getAttribute('href')).toMatch(/^tel:\+1/);
    const box = await sticky.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(800);
    await context.close();
  });
});

describe('accordion', () => {
  it('toggles items open and closed with the mouse and the keyboard', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await page.goto(`${baseUrl}/services/heating-systems`);
    await waitForHydration(page);
    const triggers = page.locator('.accordion__trigger');
    expect(await triggers.count()).toBeGreaterThanOrEqual(2);
    const second = triggers.nth(1);
    const panelId = (await second.getAttribute('aria-controls')) ?? '';
    const panel = page.locator(`[id="${panelId}"]`);
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    await second.focus();
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    await page.keyboard.press('Space');
    expect(await panel.isVisible()).toBe(true);
    await context.close();
  });
});
