import type { Blog, Category, SuccessData, UserInfo } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { axeViolations, banner, eventually } from './admin-browser';
import { useAdminSession } from './admin-session';
import { uniqueName } from './admin-env';

const session = useAdminSession({ signedIn: true });

const blogDialog = (page: Page) => page.getByRole('dialog', { name: 'Blogs Upload' });
const card = (page: Page, title: string) => page.locator('.admin-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function adminToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(window.localStorage.getItem('userInfo') ?? '{}') as UserInfo).token);
}

// A published post made over the API, so each test starts from a known one.
async function createPost(page: Page, title: string): Promise<Blog> {
  const headers = { Authorization: `Bearer ${await adminToken(page)}` };
  const categories = (await (await page.request.get('/api/categories')).json()) as SuccessData<Category[]>;
  const heating = categories.data.find((c) => c.category === 'Heating')?.category_id;
  const reply = await page.request.post('/blogs', {
    headers,
    data: { title, slug_url: slugOf(title), published_date: '2025-01-15', category: heating, brief_paragraph: '<p>Before the first cold night.</p>', blogs_content: [{ heading: 'Filters', paragraph: '<p>Change it.</p>' }] },
  });
  if (!reply.ok()) throw new Error(`creating ${title} failed: ${reply.status()} ${await reply.text()}`);
  return ((await reply.json()) as SuccessData<Blog>).data;
}

async function deletePost(page: Page, id: number): Promise<void> {
  await page.request.delete(`/blogs/${id}`, { headers: { Authorization: `Bearer ${await adminToken(page)}` } });
}

async function openEditor(page: Page, title: string) {
  await page.goto('/admin/blogs');
  await card(page, title).getByRole('button', { name: 'Edit Blog' }).click();
  const dialog = blogDialog(page);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
  return dialog;
}

describe('revisions and redirects', () => {
  it('renaming a published post makes its old address answer 301 with the new one', async () => {
    const { page } = session;
    const title = uniqueName('Heat pump myths');
    const post = await createPost(page, title);
    const oldSlug = post.slug_url;
    const newSlug = `${oldSlug}-renamed`;

    const dialog = await openEditor(page, title);
    await dialog.getByRole('textbox', { name: 'Web address (slug)' }).fill(newSlug);
    await dialog.getByRole('button', { name: 'Save Blog' }).click();
    await banner(page).getByRole('status').getByText(/./).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await eventually(async () => {
      const old = await page.request.get(`/blog/${oldSlug}`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers()['location']).toBe(`/blog/${newSlug}`);
    });
    // A browser following it lands on the post.
    await page.goto(`/blog/${oldSlug}`);
    expect(new URL(page.url()).pathname).toBe(`/blog/${newSlug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The redirect is listed on the Redirects screen.
    await page.goto('/admin/redirects');
    const row = page.getByRole('row').filter({ hasText: `/blog/${oldSlug}` });
    await row.getByRole('link', { name: new RegExp(`^/blog/${newSlug}`) }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await deletePost(page, post.blog_id);
  });

  it('compares two versions of a post and restores the earlier one as a new version', async () => {
    const { page } = session;
    const title = uniqueName('Thermostat settings');
    const post = await createPost(page, title);
    const rewritten = `${title} rewritten`;

    let dialog = await openEditor(page, title);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(rewritten);
    await dialog.getByRole('button', { name: 'Save Blog' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card(page, rewritten).waitFor();

    dialog = await openEditor(page, rewritten);
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const rows = history.getByRole('row');
    await rows.nth(2).waitFor();
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.nth(1).getByRole('cell').nth(3).textContent()).resolves.toBe('Title');
    await expect(rows.nth(2).getByRole('cell').nth(3).textContent()).resolves.toBe('Created');

    for (const checkbox of await history.getByRole('checkbox').all()) await checkbox.check();
    await history.getByRole('button', { name: 'Compare selected' }).click();
    const comparison = history.getByRole('region', { name: 'Comparison' });
    await comparison.getByText('Title', { exact: true }).waitFor();
    await expect(comparison.locator('ins').allTextContents()).resolves.toContain('rewritten');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await rows.nth(2).getByRole('button', { name: /^Restore the version saved/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await banner(page).getByRole('status').getByText('Revision restored').waitFor();
    await card(page, title).waitFor();

    const restored = (await (await page.request.get(`/single-blog/${post.blog_id}`, { headers: { 'Cache-Control': 'no-cache' } })).json()) as SuccessData<Blog>;
    expect(restored.data).toMatchObject({ title, slug_url: post.slug_url, published_date: post.published_date });
    await eventually(async () => {
      await page.goto(`/blog/${post.slug_url}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 1000 });
    });

    // The restore is itself a version: three kept, the newest changed the title back.
    dialog = await openEditor(page, title);
    await dialog.getByRole('button', { name: 'History' }).click();
    await rows.nth(3).waitFor();
    await expect(rows.nth(1).getByRole('cell').nth(3).textContent()).resolves.toBe('Title');

    await page.keyboard.press('Escape');
    await deletePost(page, post.blog_id);
  });
});
