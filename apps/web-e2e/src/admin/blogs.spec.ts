import { type Blog, shareImageUrl, type SuccessData } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { banner, eventually, signInByForm, typeInto } from './admin-browser';
import { useAdminSession } from './admin-session';
import { baseUrl, uniqueName } from './admin-env';
import { readHead } from './public-page';
import { testJpeg } from './test-image';

const session = useAdminSession({ signedIn: true });

const blogDialog = (page: Page) => page.getByRole('dialog', { name: 'Blogs Upload' });
const card = (page: Page, title: string) => page.locator('.admin-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function findBlog(page: Page, title: string): Promise<Blog | undefined> {
  const reply = (await (await page.request.get('/blogs', { headers: { 'Cache-Control': 'no-cache' } })).json()) as SuccessData<Blog[]>;
  return reply.data.find((b) => b.title === title);
}

describe('blog management', () => {
  it('creates a post with an uploaded image and three sections, shows it on the site, edits it and deletes it', async () => {
    const { page } = session;
    const title = uniqueName('Furnace filter guide');
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const dialog = blogDialog(page);
    await dialog.waitFor();

    // Ten empty sections to start with.
    await expect(dialog.getByRole('heading', { name: /^Section \d+$/ }).count()).resolves.toBe(10);

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    const slug = await dialog.getByRole('textbox', { name: 'Web address (slug)' }).inputValue();
    expect(slug).toBe(title.toLowerCase().replace(/[^a-z0-9]+/g, '-'));

    const category = dialog.getByRole('combobox', { name: 'Category' });
    const options = await category.locator('option').allTextContents();
    expect(options).not.toContain('All');
    await category.selectOption({ label: 'Heating' });

    // The upload shows its progress, then the stored image as the preview.
    await dialog.getByLabel('Alt text (what the image shows)').fill('A furnace filter');
    await dialog.getByLabel('Blog image').setInputFiles(await testJpeg());
    const preview = dialog.getByRole('img', { name: 'Preview of the blog image' });
    await dialog.getByText('Remove image').waitFor();
    const imageUrl = (await preview.getAttribute('src')) ?? '';
    expect(imageUrl).toMatch(/^\/media\/.+\.jpe?g$/);
    expect((await page.request.get(imageUrl)).status()).toBe(200);

    await typeInto(page, dialog.getByRole('textbox', { name: 'Brief paragraph' }), 'Change the filter every three months. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Every month');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' when you have pets.');

    const metaTitle = `${title} | Tips`;
    await dialog.getByRole('textbox', { name: 'Meta title' }).fill(metaTitle);
    await expect(dialog.getByText(`${metaTitle.length} / 60 recommended`).isVisible()).resolves.toBe(true);
    await dialog.getByRole('textbox', { name: 'Meta description' }).fill('How often to change a furnace filter, and why it matters for your heating bills.');

    const sections = ['Why filters matter', 'How to check yours', 'Which filter to buy'];
    for (const [i, heading] of sections.entries()) {
      await dialog.getByRole('textbox', { name: `Section ${i + 1} heading` }).fill(heading);
      await typeInto(page, dialog.getByRole('textbox', { name: `Section ${i + 1} paragraph` }), `Paragraph about ${heading.toLowerCase()}.`);
    }
    // Reorder from the keyboard: the third section moves up one place, and focus stays on it.
    await dialog.getByRole('button', { name: 'Move section 3 up' }).click();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Move section 2 up');
    await expect(dialog.getByRole('textbox', { name: 'Section 2 heading' }).inputValue()).resolves.toBe('Which filter to buy');

    await dialog.getByRole('button', { name: 'Save Blog' }).click();
    await banner(page).getByRole('status').getByText(/./).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card(page, title).waitFor();
    await expect(card(page, title).getByText('Heating', { exact: true }).isVisible()).resolves.toBe(true);

    const saved = await eventually(async () => {
      const found = await findBlog(page, title);
      if (!found) throw new Error(`${title} is not in GET /blogs`);
      return found;
    });
    expect(saved?.blogs_content.map((s) => s.heading)).toEqual(['Why filters matter', 'Which filter to buy', 'How to check yours']);
    expect(saved?.brief_paragraph).toContain('<strong>Every month</strong>');

    // On the public site: the list, then the post with its own tags.
    await eventually(async () => {
      await page.goto('/blog');
      await page.getByRole('link', { name: new RegExp(title) }).first().waitFor({ timeout: 1000 });
    });
    await eventually(async () => {
      await page.goto(`/blog/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 1000 });
    });
    const head = await readHead(page);
    expect(head.title).toContain(metaTitle);
    expect(head.description).toBe('How often to change a furnace filter, and why it matters for your heating bills.');
    expect(head.canonical).toBe(`${baseUrl}/blog/${slug}`);
    expect(head.ogTitle).toContain(metaTitle);
    // Shares show a 1200x630 raster picture: without a choice of its own, the post shares its image's JPEG rendition.
    expect(head.ogImage).toBe(`${baseUrl}${shareImageUrl(imageUrl)}`);
    await expect(page.locator('article img').first().getAttribute('src')).resolves.toContain(imageUrl.replace(/\.jpe?g$/, ''));
    await expect(page.locator('article h2').allTextContents()).resolves.toEqual(expect.arrayContaining(['Why filters matter', 'Which filter to buy', 'How to check yours']));
    await expect(page.locator('article strong', { hasText: 'Every month' }).count()).resolves.toBeGreaterThan(0);

    // Edit: new title and one section changed.
    const newTitle = `${title} (updated)`;
    await page.goto('/admin/blogs');
    await card(page, title).getByRole('button', { name: 'Edit Blog' }).click();
    const edit = blogDialog(page);
    const titleBox = edit.getByRole('textbox', { name: 'Title', exact: true });
    await expect(titleBox.inputValue()).resolves.toBe(title);
    await expect(edit.getByRole('heading', { name: /^Section \d+$/ }).count()).resolves.toBe(3);
    await titleBox.fill(newTitle);
    await expect(edit.getByRole('textbox', { name: 'Web address (slug)' }).inputValue()).resolves.toBe(slug);
    await edit.getByRole('textbox', { name: 'Section 3 heading' }).fill('How to check your filter');
    await edit.getByRole('button', { name: 'Save Blog' }).click();
    await edit.waitFor({ state: 'hidden' });
    await card(page, newTitle).waitFor();
    await eventually(async () => {
      await page.goto(`/blog/${slug}`);
      await page.getByRole('heading', { level: 1, name: newTitle }).waitFor({ timeout: 1000 });
    });
    await page.getByRole('heading', { level: 2, name: 'How to check your filter' }).waitFor();

    // Delete, after confirming.
    await page.goto('/admin/blogs');
    await card(page, newTitle).getByRole('button', { name: 'Delete Blog' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this blog post?' });
    await confirm.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Cancel');
    await confirm.getByRole('button', { name: 'Delete Blog' }).click();
    await banner(page).getByRole('status').getByText(/./).waitFor();
    await card(page, newTitle).waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H1');
    await eventually(async () => {
      expect(await findBlog(page, newTitle)).toBeUndefined();
      // Its address now sends visitors to the blog, as the confirmation offered.
      const old = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
      expect([old.status(), old.headers()['location']]).toEqual([301, '/blog']);
    });
  });

  it('asks before closing the popup with unsaved edits, and closes at once without them', async () => {
    const { page } = session;
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const dialog = blogDialog(page);
    await dialog.waitFor();
    // Nothing typed: the cross closes it straight away.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Half-written post');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).resolves.toBe('Half-written post');

    await dialog.getByRole('button', { name: 'Discard' }).click();
    await confirm.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the popup.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Upload New Blog');
  });

  it('keeps unsaved edits when the session expires and offers them back after signing in again', async () => {
    const { page } = session;
    const title = uniqueName('Draft kept across sign-in');
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const dialog = blogDialog(page);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Heating' });

    // The token is revoked elsewhere (a sign-out in another browser); the save meets a 401.
    const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('userInfo') ?? '{}') as { token?: string }).token);
    expect((await page.request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Save Blog' }).click();
    await page.waitForURL(/\/login/);
    await page.getByText('Session expired').waitFor();

    await signInByForm(page);
    await page.waitForURL(/\/admin/);
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    await dialog.getByText(/Unsaved changes from .* were kept in this browser/).waitFor();
    await dialog.getByRole('button', { name: 'Restore them' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).resolves.toBe(title);
    await expect(dialog.getByRole('combobox', { name: 'Category' }).inputValue()).resolves.not.toBe('');

    // Discarding on purpose keeps nothing.
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    await dialog.waitFor();
    await expect(dialog.getByText(/were kept in this browser/).count()).resolves.toBe(0);
  });

  it('marks missing fields and keeps the popup open', async () => {
    const { page } = session;
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const dialog = blogDialog(page);
    await dialog.getByRole('button', { name: 'Save Blog' }).click();
    await dialog.getByText('title is required').waitFor();
    await dialog.getByText('category must be a category id').waitFor();
    await dialog.getByRole('alert').getByText('Please correct the highlighted fields.').waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).resolves.toBe('true');
  });
});
