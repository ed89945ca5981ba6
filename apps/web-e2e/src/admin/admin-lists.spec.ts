import type { Category, Page as ListPage, SuccessData, UserInfo } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { useAdminSession } from './admin-session';
import { baseUrl, uniqueName } from './admin-env';

const session = useAdminSession({ signedIn: true });
const pageSize = 20;

async function adminToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(window.localStorage.getItem('userInfo') ?? '{}') as UserInfo).token);
}

// The API through the gateway as the signed-in owner; a 429 (the gateway's per-address limit: the suite
// comes from one address) is waited out and the call repeated.
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  for (;;) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get('retry-after') ?? 1)));
      continue;
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
}

// Runs the calls a few at a time (the gateway lets 20 a second through after a burst of 100).
async function inTurn<T>(items: readonly T[], run: (item: T) => Promise<unknown>, parallel = 4): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < items.length) await run(items[next++] as T);
  }));
}

// Each admin list: its screen, how the API reads its last row, and the text that row shows on screen.
type ListCheck = { screen: string; label: string; last: (token: string) => Promise<{ total: number; text: string | null }> };
// content-api wraps a page in {status, data}; auth-api answers the page itself.
const pagedList = (path: string, field: string, wrapped = true) => async (token: string) => {
  const read = async (query: string) => {
    const reply = await api<SuccessData<ListPage<Record<string, string | null>>> & ListPage<Record<string, string | null>>>(token, 'GET', `${path}?${query}`);
    return wrapped ? reply.data : reply;
  };
  const { total } = await read('limit=1');
  const [row] = total === 0 ? [] : (await read(`limit=1&offset=${total - 1}`)).items;
  return { total, text: row?.[field] ?? null };
};
const lists: ListCheck[] = [
  { screen: '/admin/blogs', label: 'Blogs', last: pagedList('/api/admin/blogs', 'title') },
  { screen: '/admin/location-pages', label: 'Location Pages', last: pagedList('/api/admin/locationpages', 'main_heading') },
  { screen: '/admin/enquiries', label: 'Enquiries', last: pagedList('/api/admin/enquiries', 'email') },
  { screen: '/admin/subscribers', label: 'Subscribers', last: pagedList('/api/admin/subscribers', 'email') },
  { screen: '/admin/redirects', label: 'Redirects', last: pagedList('/api/admin/redirects', 'source_path') },
  { screen: '/admin/users', label: 'Users', last: pagedList('/api/users', 'email', false) },
  { screen: '/admin/audit', label: 'Audit log', last: pagedList('/api/users/audit', 'action', false) },
];

// Opens the list's last page by its page link (when there is more than one) and returns the rows' text.
async function lastPageText(page: Page, check: ListCheck, total: number, search = ''): Promise<string> {
  await page.goto(`${check.screen}${search}`);
  const pager = page.locator('.admin-pagination');
  await pager.getByText(total === 0 ? 'Nothing yet.' : `of ${total}`).waitFor();
  const pages = Math.ceil(total / pageSize);
  if (pages > 1) {
    await page.getByRole('navigation', { name: `${check.label} pages` }).getByRole('link', { name: `Page ${pages}`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(pages));
    await pager.getByText(`Showing ${(pages - 1) * pageSize + 1}–${total} of ${total}`).waitFor();
  }
  return (await page.locator('main').textContent()) ?? '';
}

describe('admin lists', () => {
  it('reach the last row of every list by its page links', async () => {
    const { page } = session;
    const token = await adminToken(page);
    // More redirects than one page holds, so that list needs its page links too.
    const sources = Array.from({ length: pageSize + 5 }, (_, i) => `/admin-lists-${Date.now().toString(36)}-${i}`);
    const made: { redirect_id: number }[] = [];
    await inTurn(sources, async (source) => made.push((await api<SuccessData<{ redirect_id: number }>>(token, 'POST', '/api/admin/redirects', { source_path: source, target_path: '/services' })).data));
    try {
      for (const check of lists) {
        const { total, text } = await check.last(token);
        const shown = await lastPageText(page, check, total);
        expect({ list: check.screen, lastRowShown: text === null || shown.includes(text) }).toEqual({ list: check.screen, lastRowShown: true });
      }
    } finally {
      await inTurn(made, (r) => api(token, 'DELETE', `/api/admin/redirects/${r.redirect_id}`));
    }
  }, 300_000);

  it('reaches the last of 1,000 posts, and a search narrows the list with its own address', async () => {
    const { page } = session;
    const token = await adminToken(page);
    const tag = uniqueName('Paged post').replace(/\s+/g, '-');
    const categories = await api<SuccessData<Category[]>>(token, 'GET', '/api/categories');
    const category = categories.data.find((c) => c.category === 'Heating')?.category_id;
    const numbers = Array.from({ length: 1000 }, (_, i) => String(i + 1).padStart(4, '0'));
    const ids: number[] = [];
    // Drafts, made one after another: the list puts the last edited first, so post 0001 is the last row.
    // (A deleted draft leaves no redirect behind: its address never answered.)
    for (const n of numbers.slice(0, 1)) ids.push((await api<SuccessData<{ blog_id: number }>>(token, 'POST', '/blogs', { title: `${tag} ${n}`, category, state: 'draft', blogs_content: [] })).data.blog_id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await inTurn(numbers.slice(1), async (n) => ids.push((await api<SuccessData<{ blog_id: number }>>(token, 'POST', '/blogs', { title: `${tag} ${n}`, category, state: 'draft', blogs_content: [] })).data.blog_id));
    try {
      const blogs = lists[0] as ListCheck;
      const search = `?state=draft&q=${encodeURIComponent(tag)}`;
      const shown = await lastPageText(page, blogs, 1000, search);
      expect(shown).toContain(`${tag} 0001`);
      expect(new URL(page.url()).search).toBe(`${search}&page=50`);
      // The page is an address: Back returns to the first page of the same search, Forward to the last.
      await page.goBack();
      await page.locator('.admin-pagination').getByText('Showing 1–20 of 1000').waitFor();
      await page.goForward();
      await page.getByRole('heading', { name: `${tag} 0001`, exact: true }).waitFor();

      // Every post, not only the search: the list still reaches its last row.
      const { total, text } = await blogs.last(token);
      expect(total).toBeGreaterThanOrEqual(1000);
      expect(await lastPageText(page, blogs, total)).toContain(text);

      // The search field finds one post of the thousand.
      await page.goto('/admin/blogs');
      await page.getByRole('searchbox', { name: 'Search posts' }).fill(`${tag} 0742`);
      await page.getByRole('search', { name: 'Search posts' }).getByRole('button', { name: 'Search' }).click();
      await page.locator('.admin-pagination').getByText('Showing 1–1 of 1').waitFor();
      await page.getByRole('heading', { name: `${tag} 0742`, exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('q')).toBe(`${tag} 0742`);
    } finally {
      await inTurn(ids, (id) => api(token, 'DELETE', `/blogs/${id}`));
    }
  }, 600_000);
});
