import { apiPaths, type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { axeViolations, banner, signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';

const session = useAdminSession();

// The site promises that a saved change shows within two seconds (the web server's half-second read
// cache plus the gateway's one-second page cache).
const freshnessMs = 2000;

// Reads a public page through the gateway, as visitors keep doing, until it holds `text` (or no longer
// does); resolves to the milliseconds since the save.
async function msUntil(page: Page, path: string, text: string, shown: boolean, since: number, timeoutMs = 10_000): Promise<number> {
  for (;;) {
    const reply = await page.request.get(path);
    if ((await reply.text()).includes(text) === shown) return Date.now() - since;
    if (Date.now() - since > timeoutMs) {
      const seen = `last reply ${reply.status()}, gateway cache ${reply.headers()['x-cache-status'] ?? 'unknown'}`;
      throw new Error(`${path} still ${shown ? 'lacks' : 'shows'} ${text} after ${timeoutMs} ms (${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const msUntilShown = (page: Page, path: string, text: string, since: number) => msUntil(page, path, text, true, since);
const msUntilGone = (page: Page, path: string, text: string, since: number) => msUntil(page, path, text, false, since);

// Waits for this save's own reply: the banner of an earlier save may still be showing.
async function saveFromScreen(page: Page): Promise<number> {
  const [reply] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === apiPaths.adminSettings),
    page.getByRole('button', { name: 'Save settings' }).click(),
  ]);
  expect(reply.status()).toBe(200);
  await banner(page).getByText(/Settings saved/).waitFor();
  return Date.now();
}

function localBusiness(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as unknown);
  const found = scripts.flat().find((s) => (s as { '@type'?: string })['@type'] === 'HVACBusiness');
  if (!found) throw new Error('no HVACBusiness JSON-LD on the page');
  return found as Record<string, unknown>;
}

describe('site settings', () => {
  let original: SiteSettingsRecord['settings'] | undefined;
  let token = '';

  beforeEach(async () => {
    token = (await signInByApi(session.page)).token;
    const reply = await session.page.request.get(apiPaths.adminSettings, { headers: { Authorization: `Bearer ${token}` } });
    original = ((await reply.json()) as SuccessData<SiteSettingsRecord>).data.settings;
  });

  // Leave the stack as the test found it, for the other browser tests.
  afterEach(async () => {
    if (original) await session.page.request.put(apiPaths.adminSettings, { headers: { Authorization: `Bearer ${token}` }, data: original });
  });

  it('shows a changed phone in the footer, on the contact page and in the structured data within 2 seconds', async () => {
    const { page } = session;
    const phone = `(905) 555-01${String(Date.now() % 100).padStart(2, '0')}`;
    const e164 = `+1${phone.replace(/\D/g, '')}`;
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: /^Main phone/ }).fill(phone);
    const savedAt = await saveFromScreen(page);

    const [home, contact] = await Promise.all([msUntilShown(page, '/', e164, savedAt), msUntilShown(page, '/contact', phone, savedAt)]);
    expect(Math.max(home, contact)).toBeLessThanOrEqual(freshnessMs);

    const html = await (await page.request.get('/')).text();
    expect(localBusiness(html)['telephone']).toBe(e164);
    const visitor = await session.open();
    await visitor.page.goto('/contact');
    await visitor.page.locator('footer').getByRole('link', { name: phone }).waitFor();
    await visitor.page.locator('main').getByRole('link', { name: phone }).waitFor();
  });

  it('shows the testimonials section only while there is a testimonial', async () => {
    const { page } = session;
    const quote = `The technician came the same evening ${Date.now()}.`;
    const heading = 'Trusted by neighbours and businesses';
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    const section = page.getByRole('region', { name: 'Testimonials' });
    for (const remove of await section.getByRole('button', { name: /^Remove testimonial/ }).all()) await remove.click();
    let savedAt = await saveFromScreen(page);
    expect(await msUntilGone(page, '/', heading, savedAt)).toBeLessThanOrEqual(freshnessMs);

    await section.getByRole('button', { name: 'Add a testimonial' }).click();
    await section.getByRole('textbox', { name: /^What the customer said/ }).fill(quote);
    await section.getByRole('textbox', { name: /^Customer name/ }).fill('Sam K.');
    await section.getByLabel(/^Consent date/).fill('2026-10-02');
    savedAt = await saveFromScreen(page);
    expect(await msUntilShown(page, '/', quote, savedAt)).toBeLessThanOrEqual(freshnessMs);
    expect(await (await page.request.get('/')).text()).toContain(heading);

    await section.getByRole('button', { name: 'Remove testimonial 1' }).click();
    savedAt = await saveFromScreen(page);
    expect(await msUntilGone(page, '/', heading, savedAt)).toBeLessThanOrEqual(freshnessMs);
  });

  it('shows a social link only when it is set, and refuses a link to the network home page', async () => {
    const { page } = session;
    const profile = `https://www.facebook.com/halton-hearth-${Date.now()}`;
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    const section = page.getByRole('region', { name: 'Social links' });
    for (const remove of await section.getByRole('button', { name: /^Remove social link/ }).all()) await remove.click();
    await saveFromScreen(page);

    await section.getByRole('button', { name: 'Add a link' }).click();
    const address = section.getByRole('textbox', { name: /^Address/ });
    await address.fill('https://www.facebook.com/');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(address.getAttribute('aria-invalid')).resolves.toBe('true');

    // Unsaved changes: leaving for another admin screen asks first.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Blogs' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    // While the modal dialog is still open the form behind it is inert, and typing would go nowhere.
    await leave.waitFor({ state: 'hidden' });
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' }).isVisible()).resolves.toBe(true);

    await address.fill(profile);
    const savedAt = await saveFromScreen(page);
    expect(await msUntilShown(page, '/', profile, savedAt)).toBeLessThanOrEqual(freshnessMs);
    const visitor = await session.open();
    await visitor.page.goto('/');
    await expect(visitor.page.locator(`footer a[href="${profile}"]`).count()).resolves.toBe(1);
    expect(localBusiness(await (await page.request.get('/')).text())['sameAs']).toEqual([profile]);

    await section.getByRole('button', { name: 'Remove social link 1' }).click();
    const removedAt = await saveFromScreen(page);
    expect(await msUntilGone(page, '/', profile, removedAt)).toBeLessThanOrEqual(freshnessMs);
    await visitor.page.goto('/');
    await expect(visitor.page.locator('footer a[href*="facebook.com"]').count()).resolves.toBe(0);
  });
});
