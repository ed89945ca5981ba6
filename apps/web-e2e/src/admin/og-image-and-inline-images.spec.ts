import { type Category, shareImageUrl, type SuccessData } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { axeViolations, eventually, signInByApi, typeInto } from './admin-browser';
import { useAdminSession } from './admin-session';
import { baseUrl, uniqueName } from './admin-env';
import { testJpeg } from './test-image';

const session = useAdminSession();

const blogDialog = (page: Page) => page.getByRole('dialog', { name: 'Blogs Upload' });
const card = (page: Page, title: string) => page.locator('.admin-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

// The share tags as served to a network's crawler (no JavaScript).
async function shareTags(path: string): Promise<Record<string, string | undefined>> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  return { image: tag('og:image'), type: tag('og:image:type'), width: tag('og:image:width'), height: tag('og:image:height'), alt: tag('og:image:alt') };
}

describe('share pictures and images inside posts', () => {
  let token = '';
  const cleanup: number[] = [];
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeEach(async () => {
    ({ token } = await signInByApi(session.page));
  });
  afterAll(async () => {
    for (const id of cleanup) await fetch(`${baseUrl}/blogs/${id}`, { method: 'DELETE', headers: auth() });
  });

  async function heatingId(page: Page): Promise<number> {
    const reply = (await (await page.request.get('/api/categories')).json()) as SuccessData<Category[]>;
    return reply.data.find((c) => c.category === 'Heating')?.category_id ?? 0;
  }

  it('shares the picture chosen from the media library as a 1200x630 JPEG, and the default again once cleared', async () => {
    const { page } = session;
    const alt = uniqueName('A family warm by the fireplace');
    const uploaded = await page.request.post('/api/upload', { headers: auth(), multipart: { image: await testJpeg(), alt } });
    expect(uploaded.status()).toBe(201);
    const imageUrl = await uploaded.text();

    // A published post whose own image is not from the library: it shares the site's picture.
    const title = uniqueName('Fireplace or furnace');
    const created = await page.request.post('/blogs', {
      headers: auth(),
      data: { title, category: await heatingId(page), blog_image: '/og-image.png', brief_paragraph: '<p>Which heats a home better.</p>', published_date: '2025-02-01' },
    });
    expect(created.status()).toBe(201);
    const { blog_id: id, slug_url: slug } = ((await created.json()) as SuccessData<{ blog_id: number; slug_url: string }>).data;
    cleanup.push(id);
    expect((await shareTags(`/blog/${slug}`)).image).toBe(`${baseUrl}/og-image.png`);

    await page.goto('/admin/blogs');
    await card(page, title).getByRole('button', { name: 'Edit Blog' }).click();
    const dialog = blogDialog(page);
    const share = dialog.getByRole('group', { name: 'Share picture (Open Graph)' });
    await share.getByText("No picture chosen: the site's own picture is shared.").waitFor();
    await share.getByRole('button', { name: 'Choose share picture' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose the share picture' });
    await picker.getByRole('button', { name: `Use ${alt}` }).click();
    await picker.waitFor({ state: 'hidden' });
    await share.getByText(`Chosen: ${alt}`).waitFor();
    await expect(share.getByRole('img').getAttribute('src')).resolves.toBe(shareImageUrl(imageUrl));
    await dialog.getByRole('button', { name: 'Save Blog' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const tags = await eventually(async () => {
      const read = await shareTags(`/blog/${slug}`);
      expect(read.image).toBe(`${baseUrl}${shareImageUrl(imageUrl)}`);
      return read;
    });
    expect(tags).toMatchObject({ type: 'image/jpeg', width: '1200', height: '630', alt });
    const picture = await fetch(`${baseUrl}${new URL(tags.image ?? '').pathname}`);
    expect({ status: picture.status, type: picture.headers.get('content-type') }).toEqual({ status: 200, type: 'image/jpeg' });
    await expect(sharp(Buffer.from(await picture.arrayBuffer())).metadata()).resolves.toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    // Back to the default.
    await card(page, title).getByRole('button', { name: 'Edit Blog' }).click();
    await share.getByText(`Chosen: ${alt}`).waitFor();
    await share.getByRole('button', { name: 'Use the default' }).click();
    await dialog.getByRole('button', { name: 'Save Blog' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => expect((await shareTags(`/blog/${slug}`)).image).toBe(`${baseUrl}/og-image.png`));
  });

  it('inserts an image with alt text and caption into a paragraph, edits its caption, and shows it on the post as figure, img and figcaption', async () => {
    const { page } = session;
    const title = uniqueName('Cleaning a furnace burner');
    const alt = 'Furnace burners glowing blue after cleaning';
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const dialog = blogDialog(page);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Heating' });
    await dialog.getByRole('textbox', { name: 'Section 1 heading' }).fill('What clean burners look like');
    await typeInto(page, dialog.getByRole('textbox', { name: 'Section 1 paragraph' }), 'A clean burner burns blue.');

    await dialog.getByRole('toolbar', { name: 'Section 1 paragraph' }).getByRole('button', { name: 'Insert image' }).click();
    const insert = page.getByRole('dialog', { name: 'Insert image' });
    // Nothing is placed without an image and its description.
    await insert.getByRole('button', { name: 'Insert image' }).click();
    await insert.getByText('Choose an image from the library or upload one.').waitFor();
    await insert.getByText('Describe what the image shows, or tick "Decorative".').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await insert.getByLabel('Or upload a new image').setInputFiles(await testJpeg());
    await insert.getByLabel('Alt text (what the image shows)').fill(alt);
    await insert.getByLabel('Caption (optional)').fill('Before the tune-up');
    await insert.getByRole('button', { name: 'Insert image' }).click();
    await insert.waitFor({ state: 'hidden' });
    const placed = dialog.getByRole('textbox', { name: 'Section 1 paragraph' }).locator('figure img');
    await expect(placed.getAttribute('alt')).resolves.toBe(alt);

    // A placed image is selected with a click and opened again to change its description.
    await placed.click();
    await dialog.getByRole('toolbar', { name: 'Section 1 paragraph' }).getByRole('button', { name: 'Edit image' }).click();
    const change = page.getByRole('dialog', { name: 'Edit image' });
    await expect(change.getByLabel('Alt text (what the image shows)').inputValue()).resolves.toBe(alt);
    await change.getByLabel('Caption (optional)').fill('After the yearly tune-up');
    await change.getByRole('button', { name: 'Update image' }).click();
    await change.waitFor({ state: 'hidden' });
    await expect(dialog.getByRole('textbox', { name: 'Section 1 paragraph' }).locator('figure').count()).resolves.toBe(1);
    await expect(dialog.getByRole('textbox', { name: 'Section 1 paragraph' }).locator('figcaption').textContent()).resolves.toBe('After the yearly tune-up');

    await dialog.getByRole('button', { name: 'Save Blog' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const saved = (await (await page.request.get('/api/admin/blogs?limit=100', { headers: auth() })).json()) as SuccessData<{ items: { blog_id: number; title: string; slug_url: string }[] }>;
    const post = saved.data.items.find((b) => b.title === title);
    expect(post).toBeDefined();
    cleanup.push(post?.blog_id ?? 0);

    const visitor = await session.open();
    await eventually(async () => {
      await visitor.page.goto(`/blog/${post?.slug_url}`);
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 1000 });
    });
    const figure = visitor.page.locator('article section figure').filter({ has: visitor.page.getByRole('img', { name: alt }) });
    await expect(figure.locator('figcaption').textContent()).resolves.toBe('After the yearly tune-up');
    const img = figure.locator('img');
    // Its size is in the markup, so the text does not jump when it loads; it loads only near the screen.
    await expect(img.evaluate((el) => [el.getAttribute('width'), el.getAttribute('height'), el.getAttribute('loading')])).resolves.toEqual(['1600', '900', 'lazy']);
    const src = (await img.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/media\/images\/.+-960\.webp$/);
    expect((await fetch(`${baseUrl}${src}`)).status).toBe(200);
  });
});
