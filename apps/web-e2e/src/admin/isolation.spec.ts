import type { Page } from 'playwright-core';
import { signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';

// The admin portal is client-only, noindex, and in chunks of its own: public pages never download it.
const session = useAdminSession();

// Texts only admin code contains, and a marker of the rich-text editor library.
const adminMarkers = ['Blogs Upload', 'Location Page Upload', 'Upload New Blog', 'Session expired'];
const editorMarker = 'ProseMirror';

function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const url = response.url();
    if (/\.m?js(\?|$)/.test(url) && !scripts.has(url)) scripts.set(url, response.text().catch(() => ''));
  });
  return scripts;
}

async function scriptText(scripts: Map<string, Promise<string>>): Promise<string> {
  return (await Promise.all(scripts.values())).join('\n');
}

describe('admin code isolation', () => {
  it.each(['/', '/blog', '/services/heating-systems', '/contact'])('the public page %s loads no admin code', async (path) => {
    const { page } = session;
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Moving around the public site (client-side navigation) does not fetch it either.
    await page.getByRole('link', { name: /^about$/i }).first().click();
    await page.waitForURL(/\/about$/);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    const code = await scriptText(scripts);
    for (const marker of [...adminMarkers, editorMarker]) expect({ path, marker, found: code.includes(marker) }).toEqual({ path, marker, found: false });
  });

  it.each(['/login', '/admin', '/admin/blogs', '/admin/location-pages', '/admin/enquiries', '/admin/subscribers'])(
    '%s is not server-rendered and is marked noindex',
    async (path) => {
      const response = await session.page.request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
      // Only the loading fallback: no form, no data.
      expect(html).toMatch(/Loading/);
      for (const text of ['Upload New Blog', 'Add New Location Page', 'Email Address', 'Export CSV']) expect(html).not.toContain(text);
    },
  );

  it('loads the rich-text editor only when a popup needs it', async () => {
    const { page } = session;
    await signInByApi(page);
    const scripts = recordScripts(page);
    await page.goto('/admin/blogs', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Upload New Blog' }).waitFor();
    expect([...scripts.keys()].some((url) => /\/admin-blogs-[\w-]+\.js$/.test(url))).toBe(true);
    expect((await scriptText(scripts)).includes(editorMarker)).toBe(false);

    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    await page.locator('[contenteditable="true"]').first().waitFor();
    expect((await scriptText(scripts)).includes(editorMarker)).toBe(true);
  });
});
