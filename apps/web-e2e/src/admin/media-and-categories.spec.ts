import type { Category, MediaItem, Page as ListPage, SuccessData } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { banner, eventually, signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';
import { uniqueName } from './admin-env';
import { testJpeg } from './test-image';

const session = useAdminSession();

const blogDialog = (page: Page) => page.getByRole('dialog', { name: 'Blogs Upload' });

async function openNewBlog(page: Page) {
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: 'Upload New Blog' }).click();
  const dialog = blogDialog(page);
  await dialog.waitFor();
  return dialog;
}

async function categories(page: Page): Promise<Category[]> {
  const reply = await page.request.get('/api/categories', { headers: { 'Cache-Control': 'no-cache' } });
  return ((await reply.json()) as SuccessData<Category[]>).data;
}

// A complete post for the API, apart from its category.
const postFields = (title: string) => ({
  title,
  brief_paragraph: '<p>What to check before the heating season.</p>',
  blog_image: '/og-image.png',
  published_date: '2025-01-15',
  metaTitle: title,
  metaDescription: 'What to check before the heating season.',
  canonicalLink: '',
  blogs_content: [{ heading: 'Basics', paragraph: '<p>Filters, burners and the flue.</p>' }],
});

describe('media library and categories', () => {
  it('uploads with alt text, refuses an undescribed image, reuses an upload in another post and keeps decorative images alt-free', async () => {
    const { page } = session;
    const { token } = await signInByApi(page);
    const alt = uniqueName('Technician checking a furnace burner');

    const first = await openNewBlog(page);
    // Without a description the file is not sent.
    await first.getByLabel('Blog image').setInputFiles(await testJpeg());
    await first.getByText('Describe the image in the alt text field').waitFor();
    await expect(first.getByText('Remove image').count()).resolves.toBe(0);

    await first.getByLabel('Alt text (what the image shows)').fill(alt);
    await first.getByLabel('Caption (optional)').fill('Annual tune-up');
    await first.getByLabel('Blog image').setInputFiles(await testJpeg());
    await first.getByText('Remove image').waitFor();
    const uploaded = (await first.getByRole('img', { name: 'Preview of the blog image' }).getAttribute('src')) ?? '';

    // The search fields show the result as a search engine would list it.
    await first.getByRole('textbox', { name: 'Title', exact: true }).fill('Furnace tune-up');
    await first.getByRole('textbox', { name: 'Meta description' }).fill('What a yearly furnace tune-up covers.');
    const result = first.getByRole('figure', { name: 'Search result preview' });
    await expect(result.textContent()).resolves.toMatch(/› blog › furnace-tune-upFurnace tune-upWhat a yearly furnace tune-up covers\.$/);
    expect(uploaded).toMatch(/^\/media\/images\/.+\.jpe?g$/);

    const library = async () => {
      const reply = await page.request.get('/api/admin/media?limit=100', { headers: { authorization: `Bearer ${token}` } });
      expect(reply.status()).toBe(200);
      return ((await reply.json()) as SuccessData<ListPage<MediaItem>>).data.items;
    };
    expect((await library()).find((m) => m.url === uploaded)).toMatchObject({ alt, decorative: false, caption: 'Annual tune-up' });

    // A post with that image shows its alt text and caption on the site.
    const title = uniqueName('Furnace tune-up checklist');
    const heating = (await categories(page)).find((c) => c.category === 'Heating');
    const saved = await page.request.post('/blogs', {
      headers: { authorization: `Bearer ${token}` },
      data: { ...postFields(title), blog_image: uploaded, category: heating?.category_id },
    });
    expect(saved.status()).toBe(201);
    const { blog_id: postId, slug_url: slug } = ((await saved.json()) as SuccessData<{ blog_id: number; slug_url: string }>).data;
    const visitor = await session.open();
    await visitor.page.goto(`/blog/${slug}`);
    const figure = visitor.page.locator('figure.post-hero');
    await expect(figure.getByRole('img', { name: alt }).count()).resolves.toBe(1);
    await expect(figure.locator('figcaption').textContent()).resolves.toBe('Annual tune-up');
    expect((await page.request.delete(`/blogs/${postId}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

    // Another post, in a fresh tab of the same session, picks the same image from the library.
    const other = await session.open();
    await other.page.goto('/robots.txt');
    await other.page.evaluate((stored) => window.localStorage.setItem('userInfo', stored), await page.evaluate(() => window.localStorage.getItem('userInfo') ?? ''));
    const second = await openNewBlog(other.page);
    await second.getByRole('button', { name: 'Choose from library' }).click();
    const picker = other.page.getByRole('dialog', { name: 'Media library' });
    await picker.getByRole('button', { name: `Use ${alt}` }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect(second.getByRole('img', { name: 'Preview of the blog image' }).getAttribute('src')).resolves.toBe(uploaded);
    await expect(second.getByLabel('Alt text (what the image shows)').inputValue()).resolves.toBe(alt);

    // A decorative image is stored with alt="" on purpose.
    await second.getByRole('button', { name: 'Remove image' }).click();
    await second.getByLabel('Decorative: carries no information').check();
    await second.getByLabel('Blog image').setInputFiles(await testJpeg());
    await second.getByText('Remove image').waitFor();
    const decorative = (await second.getByRole('img', { name: 'Preview of the blog image' }).getAttribute('src')) ?? '';
    expect(decorative).not.toBe(uploaded);
    expect((await library()).find((m) => m.url === decorative)).toMatchObject({ alt: '', decorative: true });
  });

  it('creates, renames and deletes a category, moving its posts to the chosen one', async () => {
    const { page } = session;
    const { token } = await signInByApi(page);
    const name = uniqueName('Boilers');
    const renamed = `${name} and Radiant`;

    await page.goto('/admin/categories');
    await page.getByLabel('New category').fill(name);
    await page.getByRole('button', { name: 'Add category' }).click();
    await banner(page).getByText(`Category "${name}" added.`).waitFor();
    // Public reads pass through the gateway's micro-cache, so a change shows within a couple of seconds.
    const created = await eventually(async () => {
      const list = await categories(page);
      expect(list.at(-1)?.category).toBe(name);
      return list.at(-1);
    });

    await page.getByRole('button', { name: `Rename ${name}` }).click();
    await page.getByLabel(`New name for ${name}`).fill(renamed);
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('button', { name: `Rename ${renamed}` }).waitFor();

    // Move it up one place: the public list follows.
    await page.getByRole('button', { name: `Move ${renamed} up` }).click();
    await banner(page).getByText('Order saved.').waitFor();
    await eventually(async () => expect((await categories(page)).at(-2)?.category).toBe(renamed));

    const post = await page.request.post('/blogs', {
      headers: { authorization: `Bearer ${token}` },
      data: { ...postFields(uniqueName('Radiant floor heating basics')), category: created?.category_id },
    });
    expect(post.status()).toBe(201);
    const postId = ((await post.json()) as SuccessData<{ blog_id: number }>).data.blog_id;

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete "${renamed}"` });
    await expect(dialog.getByRole('button', { name: 'Move posts and delete' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('combobox', { name: 'Move its posts to' }).selectOption({ label: 'Heating' });
    await dialog.getByRole('button', { name: 'Move posts and delete' }).click();
    await banner(page).getByText('Category deleted; 1 post moved').waitFor();
    await eventually(async () => expect((await categories(page)).some((c) => c.category === renamed)).toBe(false));

    const heating = (await categories(page)).find((c) => c.category === 'Heating');
    await eventually(async () => {
      const moved = await page.request.get(`/single-blog/${postId}`, { headers: { 'Cache-Control': 'no-cache' } });
      expect(((await moved.json()) as SuccessData<{ category: number }>).data.category).toBe(heating?.category_id);
    });
    expect((await page.request.delete(`/blogs/${postId}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  });
});
