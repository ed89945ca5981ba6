import AxeBuilder from '@axe-core/playwright';
import type { UserInfo } from '@hvac/contracts';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { admin, baseUrl } from './admin-env';

export type AdminPage = { context: BrowserContext; page: Page; problems: string[] };

// A fresh context (own localStorage) on the stack, recording uncaught errors and console errors
// (the shared helper leaves out "Failed to load resource", which the 401 tests cause on purpose).
export async function newAdminPage(browser: Browser, viewport = { width: 1280, height: 900 }, options: BrowserContextOptions = {}): Promise<AdminPage> {
  const { context, page, errors } = await openPage(browser, viewport.width, { baseURL: baseUrl, viewport, ...options });
  context.setDefaultTimeout(15_000);
  return { context, page, problems: errors };
}

// Signs in over the API and stores the session the way the sign-in screen does (localStorage
// userInfo, set once on a cheap page of the same origin), so only the tests about the sign-in screen
// spend sign-in attempts on the form.
export async function signInByApi(page: Page): Promise<UserInfo> {
  const response = await page.request.post('/api/users/login', { data: { email: admin.email, password: admin.password } });
  if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()} ${await response.text()}`);
  const userInfo = (await response.json()) as UserInfo;
  await storeSession(page, userInfo);
  return userInfo;
}

export async function storeSession(page: Page, userInfo: unknown): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((stored) => window.localStorage.setItem('userInfo', stored), JSON.stringify(userInfo));
}

export async function signInByForm(page: Page, email = admin.email, password = admin.password): Promise<void> {
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// Resolves once `field` has the focus: forms move it to the first refused field (or the status) in the
// frame after the message renders, so the message showing does not yet mean the focus has moved.
export async function waitForFocus(field: Locator, timeoutMs = 5_000): Promise<void> {
  const element = await field.elementHandle();
  await field.page().waitForFunction((el) => el === document.activeElement, element, { timeout: timeoutMs });
}

// WCAG 2.2 A and AA rules of axe-core; returns readable violations (empty when clean).
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`,
  );
}

// Types into a rich-text editor the way a person does: a click to focus it, then keystrokes.
export async function typeInto(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.type(text);
}

// The banner the admin shows after a save or delete (success: role=status, failure: role=alert).
export function banner(page: Page) {
  return page.locator('.admin-banner');
}

// Public pages pass through the gateway's 1-second micro-cache (served stale while it refreshes), so
// a change shows on the site within a couple of seconds: retry a check until then.
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

// The post editor's popup, and a post's card on /admin/blogs by its exact title.
export const blogDialog = (page: Page) => page.getByRole('dialog', { name: 'Blogs Upload' });
export const postCard = (page: Page, title: string) => page.locator('.admin-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
