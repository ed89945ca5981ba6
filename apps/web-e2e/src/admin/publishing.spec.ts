import { type AdminBlog, type Blog, type SuccessData, toTorontoWallTime } from '@hvac/contracts';
import type { APIResponse, Page } from 'playwright-core';
import { banner, eventually } from './admin-browser';
import { useAdminSession } from './admin-session';
import { uniqueName } from './admin-env';
import { readHead } from './public-page';

const session = useAdminSession({ signedIn: true });

const blogDialog = (page: Page) => page.getByRole('dialog', { name: 'Blogs Upload' });
const card = (page: Page, title: string) => page.locator('.admin-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function publicTitles(page: Page): Promise<string[]> {
  const reply = (await (await page.request.get('/blogs?limit=20&fields=summary')).json()) as SuccessData<Blog[]>;
  return reply.data.map((b) => b.title);
}

// The next whole minute at least 15 s away (the form takes minutes), as the form's Toronto wall time.
function nextMinute(): { wall: string; at: number } {
  const at = Math.ceil((Date.now() + 15_000) / 60_000) * 60_000;
  return { wall: toTorontoWallTime(new Date(at)), at };
}

async function saveAndClose(page: Page): Promise<void> {
  const dialog = blogDialog(page);
  await dialog.getByRole('button', { name: 'Save Blog' }).click();
  await banner(page).getByRole('status').getByText(/./).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('publishing workflow', () => {
  it('writes a draft, previews it signed out, schedules it, and it appears on its own', async () => {
    const { page } = session;
    const title = uniqueName('Boiler checklist');
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const dialog = blogDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    const slug = await dialog.getByRole('textbox', { name: 'Web address (slug)' }).inputValue();
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Heating' });
    // Complete enough to stand as a public post while other browser tests read the site.
    await dialog.getByRole('textbox', { name: 'Meta description' }).fill(`${title}: what to check on a boiler before winter.`);
    await dialog.getByRole('radio', { name: 'Draft' }).check();
    await saveAndClose(page);

    // A draft: marked in the list, nowhere on the site.
    await card(page, title).locator('.admin-chip--draft').getByText('Draft', { exact: true }).waitFor();
    expect(await publicTitles(page)).not.toContain(title);
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    await page.goto('/admin/blogs?state=draft');
    await card(page, title).waitFor();

    // Preview: a link that works for someone signed out, private and not for search engines.
    await card(page, title).getByRole('button', { name: 'Edit Blog' }).click();
    await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
    const previewHref = (await dialog.getByRole('link', { name: /Open the preview/ }).getAttribute('href')) ?? '';
    expect(previewHref).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    const visitor = await session.open();
    const previewReply = await visitor.page.goto(previewHref);
    expect(previewReply?.status()).toBe(200);
    expect(previewReply?.headers()['cache-control']).toBe('private, no-store');
    expect(previewReply?.headers()['x-robots-tag']).toContain('noindex');
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.page.getByRole('note').getByText(/not on the website yet/).waitFor();
    expect((await readHead(visitor.page)).robots).toContain('noindex');
    // Seeing the preview published nothing.
    expect((await visitor.page.request.get(`/blog/${slug}`)).status()).toBe(404);

    // Schedule it for the next minute.
    const { wall, at } = nextMinute();
    await dialog.getByRole('radio', { name: 'Scheduled' }).check();
    await dialog.getByLabel(/Publish at/).fill(wall);
    await saveAndClose(page);
    // It left the drafts list for the scheduled one.
    await card(page, title).waitFor({ state: 'detached' });
    await page.goto('/admin/blogs?state=scheduled');
    await card(page, title).locator('.admin-chip--scheduled').getByText(/^Scheduled /).waitFor();
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { token?: string }).token);
    const stored = (await (await page.request.get('/api/admin/blogs?state=scheduled&limit=5', { headers: { Authorization: `Bearer ${token}` } })).json()) as SuccessData<{ items: AdminBlog[] }>;
    expect(stored.data.items.find((b) => b.title === title)?.publishAt).toBe(new Date(at).toISOString());
    expect(await publicTitles(page)).not.toContain(title);

    // Nobody presses anything: the post, the sitemap and the feed show it (through the gateway's cache)
    // within 2 s of its time.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() - 1000)));
    const firstSeen = async (path: string, shows: (reply: APIResponse) => Promise<boolean>): Promise<number> => {
      while (Date.now() < at + 10_000) {
        if (await shows(await visitor.page.request.get(path))) return Date.now() - at;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${path} did not show the scheduled post within 10 s of its time`);
    };
    const delays = await Promise.all([
      firstSeen(`/blog/${slug}`, async (reply) => reply.status() === 200),
      firstSeen('/sitemap.xml', async (reply) => (await reply.text()).includes(`/blog/${slug}`)),
      firstSeen('/rss.xml', async (reply) => (await reply.text()).includes(`/blog/${slug}`)),
    ]);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(2_000);
    }
    await eventually(async () => {
      if (!(await publicTitles(visitor.page)).includes(title)) throw new Error('not in GET /blogs yet');
    });
    await page.goto('/admin/blogs?state=published');
    await card(page, title).waitFor();
    await expect(card(page, title).locator('.admin-chip--draft, .admin-chip--scheduled').count()).resolves.toBe(0);

    // Leave the site as it was for the other browser tests.
    await card(page, title).getByRole('button', { name: 'Delete Blog' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Blog' }).click();
    await card(page, title).waitFor({ state: 'detached' });
  }, 150_000);
});
