import type { LocationPage, SuccessData } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { banner, eventually, typeInto } from './admin-browser';
import { useAdminSession } from './admin-session';
import { baseUrl, uniqueName } from './admin-env';
import { readHead } from './public-page';

const session = useAdminSession({ signedIn: true });

const locationDialog = (page: Page) => page.getByRole('dialog', { name: 'Location Page Upload' });
const card = (page: Page, slug: string) => page.locator('.admin-card').filter({ has: page.getByRole('link', { name: `/location/${slug}` }) });

async function findPage(page: Page, slug: string): Promise<LocationPage | undefined> {
  const reply = (await (await page.request.get('/api/locationpages')).json()) as SuccessData<LocationPage[]>;
  return reply.data.find((p) => p.slug_url === slug);
}

describe('location page management', () => {
  it('creates a page with every field, shows it at /location/{slug}, edits it and deletes it', async () => {
    const { page } = session;
    const town = uniqueName('Campbellville');
    const slug = town.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await page.goto('/admin/location-pages');
    await page.getByRole('button', { name: 'Add New Location Page' }).click();
    const dialog = locationDialog(page);
    await dialog.waitFor();

    // Required fields are marked and checked before anything is sent.
    await dialog.getByRole('button', { name: 'Save Location Page' }).click();
    for (const message of ['main_heading is required', 'main_paragraph is required', 'meta_title is required', 'meta_description is required']) {
      await dialog.getByText(message).waitFor();
    }
    await expect(dialog.getByRole('textbox', { name: 'Main heading' }).getAttribute('aria-required')).resolves.toBe('true');
    await expect(dialog.getByRole('textbox', { name: 'Main paragraph' }).getAttribute('aria-required')).resolves.toBe('true');

    await dialog.getByRole('textbox', { name: 'Main heading' }).fill(town);
    await expect(dialog.getByRole('textbox', { name: 'Web address (slug)' }).inputValue()).resolves.toBe(slug);
    await typeInto(page, dialog.getByRole('textbox', { name: 'Main paragraph' }), `Furnace, air conditioning and gas-line service in ${town}.`);
    await dialog.getByRole('textbox', { name: 'Highlighted heading (banner)' }).fill('Ready when your heat is not');
    for (const n of [1, 2, 3, 4]) {
      await dialog.getByRole('textbox', { name: `Section ${n} heading` }).fill(`Section heading ${n}`);
      await typeInto(page, dialog.getByRole('textbox', { name: `Section ${n} paragraph` }), `Section text ${n}.`);
    }
    await dialog.getByRole('textbox', { name: 'Meta title' }).fill(`Heating and Cooling in ${town}`);
    await dialog.getByRole('textbox', { name: 'Meta description' }).fill(`Licensed HVAC and gas technicians serving ${town}.`);
    await dialog.getByRole('textbox', { name: 'Meta keywords' }).fill(`furnace repair ${town}, AC installation ${town}`);
    await dialog.getByRole('button', { name: 'Save Location Page' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await banner(page).getByRole('status').getByText(/./).waitFor();
    await card(page, slug).waitFor();

    const saved = await eventually(async () => {
      const found = await findPage(page, slug);
      if (!found) throw new Error(`${slug} is not in GET /api/locationpages`);
      return found;
    });
    expect(saved).toMatchObject({ main_heading: town, highlighted_heading: 'Ready when your heat is not', heading_4: 'Section heading 4' });
    expect(saved.paragraph_3).toBe('<p>Section text 3.</p>');

    // The public page, with the link from the card.
    const [publicTab] = await Promise.all([page.context().waitForEvent('page'), card(page, slug).getByRole('link', { name: `/location/${slug}` }).click()]);
    await publicTab.waitForLoadState();
    expect(publicTab.url()).toBe(`${baseUrl}/location/${slug}`);
    await publicTab.close();
    await eventually(async () => {
      await page.goto(`/location/${slug}`);
      await page.getByRole('heading', { level: 1, name: town }).waitFor({ timeout: 1000 });
    });
    for (const n of [1, 2, 3, 4]) await page.getByRole('heading', { name: `Section heading ${n}` }).waitFor();
    await page.getByText('Ready when your heat is not').first().waitFor();
    const head = await readHead(page);
    expect(head.title).toContain(`Heating and Cooling in ${town}`);
    expect(head.description).toBe(`Licensed HVAC and gas technicians serving ${town}.`);
    expect(head.keywords).toBe(`furnace repair ${town}, AC installation ${town}`);
    expect(head.canonical).toBe(`${baseUrl}/location/${slug}`);

    // Edit one section.
    await page.goto('/admin/location-pages');
    await card(page, slug).getByRole('button', { name: 'Edit Location' }).click();
    const edit = locationDialog(page);
    await expect(edit.getByRole('textbox', { name: 'Main heading' }).inputValue()).resolves.toBe(town);
    await edit.getByRole('textbox', { name: 'Section 2 heading' }).fill('Same-day furnace repair');
    await edit.getByRole('button', { name: 'Save Location Page' }).click();
    await edit.waitFor({ state: 'hidden' });
    await eventually(async () => {
      await page.goto(`/location/${slug}`);
      await page.getByRole('heading', { name: 'Same-day furnace repair' }).waitFor({ timeout: 1000 });
    });

    // Delete after confirming; the public page is gone and its address leads to the service areas page.
    await page.goto('/admin/location-pages');
    await card(page, slug).getByRole('button', { name: 'Delete Location' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this location page?' });
    await confirm.getByRole('button', { name: 'Delete Location' }).click();
    await card(page, slug).waitFor({ state: 'detached' });
    await eventually(async () => {
      expect(await findPage(page, slug)).toBeUndefined();
      // Its address now sends visitors to the service areas page, as the confirmation offered.
      const old = await page.request.get(`/location/${slug}`, { maxRedirects: 0 });
      expect([old.status(), old.headers()['location']]).toEqual([301, '/service-areas']);
    });
  });

  it('shows the server’s reason when a save is refused, styled as a failure, and keeps the edits', async () => {
    const { page } = session;
    // An address that is already taken (a seeded town page) makes the API refuse the save.
    const taken = (await (await page.request.get('/api/locationpages')).json()) as SuccessData<LocationPage[]>;
    const existing = taken.data[0];
    expect(existing).toBeDefined();
    await page.goto('/admin/location-pages');
    await page.getByRole('button', { name: 'Add New Location Page' }).click();
    const dialog = locationDialog(page);
    await dialog.getByRole('textbox', { name: 'Main heading' }).fill('Duplicate town page');
    await dialog.getByRole('textbox', { name: 'Web address (slug)' }).fill(existing?.slug_url ?? '');
    await typeInto(page, dialog.getByRole('textbox', { name: 'Main paragraph' }), 'Furnace and air conditioning service for this town.');
    await dialog.getByRole('textbox', { name: 'Meta title' }).fill('Duplicate');
    await dialog.getByRole('textbox', { name: 'Meta description' }).fill('Duplicate');
    await dialog.getByRole('button', { name: 'Save Location Page' }).click();
    const failure = dialog.getByRole('alert').locator('.status__box--error');
    await failure.waitFor();
    expect((await failure.innerText()).length).toBeGreaterThan(5);
    await expect(dialog.getByRole('textbox', { name: 'Main heading' }).inputValue()).resolves.toBe('Duplicate town page');
  });
});
