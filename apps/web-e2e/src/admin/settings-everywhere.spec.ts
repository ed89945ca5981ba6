import { apiPaths, type SiteSettings, type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { banner, eventually, signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';

const session = useAdminSession();

// The tags of a page's <head> that name the business.
function headOf(html: string) {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    siteName: /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

const text = async (page: Page, path: string) => (await page.request.get(path)).text();

describe('one source for the business details', () => {
  let original: SiteSettings | undefined;
  let token = '';
  const put = (page: Page, settings: SiteSettings) => page.request.put(apiPaths.adminSettings, { headers: { Authorization: `Bearer ${token}` }, data: settings });

  beforeEach(async () => {
    token = (await signInByApi(session.page)).token;
    const reply = await session.page.request.get(apiPaths.adminSettings, { headers: { Authorization: `Bearer ${token}` } });
    original = ((await reply.json()) as SuccessData<SiteSettingsRecord>).data.settings;
  });

  // Leave the stack as the test found it, for the other browser tests.
  afterEach(async () => {
    if (original) await put(session.page, original);
  });

  it('a renamed business shows in page titles, og:site_name, the web manifest, the RSS feed and the newsletter pages', async () => {
    const { page } = session;
    if (!original) throw new Error('no settings read');
    const name = `Renamed Comfort ${Date.now() % 100_000}`;
    expect((await put(page, { ...original, businessName: name })).status()).toBe(200);

    // Public pages pass through the gateway's one-second cache: poll until the new name is there.
    await eventually(async () => {
      for (const path of ['/about', '/services', '/contact']) {
        const head = headOf(await text(page, path));
        expect(head.title).toMatch(new RegExp(` \\| ${name}$`));
        expect(head.siteName).toBe(name);
      }
      expect(headOf(await text(page, '/')).title.startsWith(`${name} | `)).toBe(true);
    });
    await eventually(async () => {
      const manifest = (await (await page.request.get('/site.webmanifest')).json()) as { name: string; short_name: string };
      expect(manifest).toMatchObject({ name, short_name: 'Renamed' });
    });
    await eventually(async () => expect(await text(page, apiPaths.rss)).toContain(`<title>${name} blog</title>`));
    const newsletterPage = await page.request.get(`${apiPaths.newsletterConfirm}?token=not-a-token`);
    expect(newsletterPage.status()).toBe(404);
    const html = await newsletterPage.text();
    expect(html).toContain(`<title>Link not recognised | ${name}</title>`);
    expect(html).toContain(`>${name}</a>`);
  });

  it('a postal prefix added to a new town on the settings screen moves that town inside the appointment check', async () => {
    const { page } = session;
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    const rows = page.locator('li[aria-label^="Service area"]');
    const before = await rows.count();
    await page.getByRole('button', { name: 'Add a town' }).click();
    const added = page.locator(`li[aria-label="Service area ${before + 1}"]`);
    await added.getByLabel('Town').fill('Ottawa');
    // Typed as people do: lower case, a comma and spaces; saved as prefixes.
    await added.getByLabel('Postal prefixes').fill('k1a, k2p');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await banner(page).getByText(/Settings saved/).waitFor();
    const saved = ((await (await page.request.get(apiPaths.adminSettings, { headers: { Authorization: `Bearer ${token}` } })).json()) as SuccessData<SiteSettingsRecord>).data.settings;
    expect(saved.serviceAreas.at(-1)).toEqual({ name: 'Ottawa', locationSlug: null, postalPrefixes: ['K1A', 'K2P'] });

    await eventually(async () => {
      await page.goto('/contact');
      await page.locator('html[data-hydrated="true"]').waitFor();
      const postalCode = page.locator('form[data-form="appointment"] [name="postalCode"]');
      const note = page.getByText('We may not serve that area');
      // Montreal is still outside, so the check runs; then Ottawa is inside.
      await postalCode.fill('H2X 1Y4');
      await note.waitFor({ timeout: 1000 });
      await postalCode.fill('K1A 0B1');
      await note.waitFor({ state: 'detached', timeout: 1000 });
    });
  });

  it('a town removed from the service areas takes its postal codes out of the appointment check', async () => {
    const { page } = session;
    if (!original) throw new Error('no settings read');
    const withoutMilton = original.serviceAreas.filter((area) => !area.postalPrefixes.includes('L9T'));
    expect(withoutMilton.length).toBeLessThan(original.serviceAreas.length);
    expect((await put(page, { ...original, serviceAreas: withoutMilton })).status()).toBe(200);

    await eventually(async () => {
      await page.goto('/contact');
      await page.locator('html[data-hydrated="true"]').waitFor();
      await page.fill('form[data-form="appointment"] [name="postalCode"]', 'L9T 1P7');
      await page.getByText('We may not serve that area').waitFor({ timeout: 1000 });
    });
  });
});
