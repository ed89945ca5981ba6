import fs from 'node:fs';
import path from 'node:path';
import { apiPaths, type UserInfo } from '@hvac/contracts';
import { pagePaths } from '@hvac/site';
import type { Page } from 'playwright-core';
import { axeViolations, signInByApi, storeSession } from './admin-browser';
import { admin, baseUrl, uniqueName } from './admin-env';
import { useAdminSession } from './admin-session';

// Every admin route, read from the route table itself, so a screen added there is covered without touching this file:
// the admin layout's screens signed in, the sign-in pages beside it signed out. The table names each route by its
// entry in paths (apps/web/app/config/paths.ts; the sign-in pages' entries come from @hvac/site). A route with
// parameters (`admin/enquiries/:id/activity`) cannot be visited blindly: it is left out here, and its screen is
// checked as a dialog or through the list that links to it; so are the data and resource routes (.ts modules).
const webApp = path.resolve(__dirname, '../../../web/app');
const routeTable = fs.readFileSync(path.join(webApp, 'routes/admin/admin-routes.ts'), 'utf8');
const adminPaths = new Map(
  [...fs.readFileSync(path.join(webApp, 'config/paths.ts'), 'utf8').matchAll(/^ {4}(\w+): \{ path: '([^']+)'/gm)].map((m) => [m[1], m[2]]),
);
adminPaths.set('root', pagePaths.admin.path);
const visitable = (route: string | undefined): route is string => route !== undefined && !/[:*]/.test(route);
const signedInRoutes = [...routeTable.matchAll(/^ {2}(\w+): '[\w-]+\.tsx',$/gm)].map((m) => adminPaths.get(m[1] ?? '')).filter(visitable);
const signedOutRoutes = [...routeTable.matchAll(/route\(at\(paths\.(\w+)\), '[\w/-]+\.tsx'\)/g)]
  .map((m) => (pagePaths as Record<string, { path: string } | undefined>)[m[1] ?? '']?.path)
  .filter(visitable);
const widths = [390, 1280];

const session = useAdminSession();

type Overflow = { documentWidth: number; viewport: number; wider: string[] };

// Sideways scrolling of the page, and any element wider than the window (a table scrolling inside its box counts too:
// on a phone that is the same thumb-scrolling).
function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const wider = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().width > viewport + 0.5)
      .map((el) => `${name(el)} ${Math.round(el.getBoundingClientRect().width)}px`);
    return { documentWidth: document.documentElement.scrollWidth, viewport, wider };
  });
}

async function expectFits(page: Page, screen: string) {
  const { documentWidth, viewport, wider } = await overflowOf(page);
  expect({ screen, sideways: documentWidth > viewport ? `${documentWidth}px in ${viewport}px` : null, wider: wider.slice(0, 8) }).toEqual({ screen, sideways: null, wider: [] });
  expect({ screen, violations: await axeViolations(page) }).toEqual({ screen, violations: [] });
}

// A screen is ready once its heading shows and its data calls are done (no spinner left).
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.spinner, [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
}

describe('the admin on a phone and a desktop', () => {
  it('reads every admin route from the route table', () => {
    expect(signedInRoutes).toContain('/admin');
    expect(signedInRoutes).toContain('/admin/enquiries');
    expect(signedInRoutes).toContain('/admin/settings');
    expect(signedOutRoutes).toContain('/login');
    expect(signedOutRoutes).not.toContain('/admin');
  });

  // One test per route and width, signed in once for all of them (a sign-in per screen would spend the sign-in limits).
  describe.each(widths)('at %i px', (width) => {
    let userInfo: UserInfo | undefined;
    beforeAll(async () => {
      const reply = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
      userInfo = (await reply.json()) as UserInfo;
    });

    it.each(signedInRoutes)('%s fits without sideways scrolling and passes axe', async (route) => {
      const { page } = await session.open({ width, height: 844 });
      await storeSession(page, userInfo);
      await page.goto(route);
      await settle(page);
      await expectFits(page, `${route} at ${width} px`);
    });

    it.each(signedOutRoutes)('%s (signed out) fits and passes axe', async (route) => {
      const { page } = await session.open({ width, height: 844 });
      await page.goto(route);
      await settle(page);
      await expectFits(page, `${route} at ${width} px (signed out)`);
    });
  });

  it('on a phone: the menu sits behind one button, enquiries are cards with tap-to-call and tap-to-mail, the dialogs fit', async () => {
    const { page } = await session.open({ width: 390, height: 844 });
    await signInByApi(page);
    const phone = '(905) 555-0142';
    const name = uniqueName('Phone Visitor');
    const sent = await page.request.post(apiPaths.contactForm, {
      data: { formType: 'Get in Touch Form', name, email: `phone-${Date.now()}@example.com`, phone, subject: 'No heat', message: 'Furnace is off.', situation: 'no-heat', website: '', startedAt: Date.now() - 30_000 },
    });
    expect(await sent.json()).toEqual({ msg: 'success' });

    await page.goto('/admin/enquiries');
    await settle(page);
    // The compact menu: closed, opened by its button, closed by Escape with the focus back on the button.
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Blogs' }).waitFor();
    await expectFits(page, 'menu open at 390 px');
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menu');
    // The header stays a strip, not a third of the screen.
    expect((await page.locator('.admin-top').boundingBox())?.height).toBeLessThan(90);

    // The enquiry as a card: stacked in the window, the phone and address as links a thumb can tap.
    const card = page.locator('.admin-table tbody tr', { hasText: name });
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const call = card.getByRole('link', { name: new RegExp(`Call ${name}`) });
    expect(await call.getAttribute('href')).toBe('tel:9055550142');
    expect(await card.getByRole('link', { name: new RegExp(`Reply to ${name} by e-mail`) }).getAttribute('href')).toMatch(/^mailto:phone-/);
    expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(24);

    await card.getByRole('button', { name: `Notes and history of the enquiry from ${name}` }).click();
    await page.getByRole('dialog').waitFor();
    await expectFits(page, 'enquiry notes and history at 390 px');
    await page.keyboard.press('Escape');

    // The post editor with the on-screen keyboard's room in mind: it fits, its toolbar wraps inside it.
    await page.goto('/admin/blogs');
    await settle(page);
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const editor = page.getByRole('dialog', { name: 'Blogs Upload' });
    await editor.locator('.rte--loading').first().waitFor({ state: 'detached' });
    await editor.locator('[contenteditable="true"]').first().waitFor();
    await expectFits(page, 'post editor at 390 px');
    expect(await page.evaluate(() => document.querySelector('meta[name="viewport"]')?.getAttribute('content'))).toContain('interactive-widget=resizes-content');
  });

  it('can be installed: a manifest scoped to /admin, linked from admin pages only', async () => {
    const { page } = await session.open({ width: 390, height: 844 });
    await signInByApi(page);
    await page.goto('/admin');
    await settle(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/admin.webmanifest');
    const manifest = (await (await page.request.get(href as string)).json()) as { scope: string; start_url: string; display: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ scope: '/admin', start_url: '/admin', display: 'standalone' });
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
    // The public site keeps its own manifest.
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/site.webmanifest');
  });
});
