import { type Category, historyPaths, type RevisionSummary, type SuccessData } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { axeViolations, banner, blogDialog, postCard, signInByApi } from './admin-browser';
import { baseUrl, uniqueName } from './admin-env';
import { useAdminSession } from './admin-session';

const session = useAdminSession();

// Opens the post's editor and waits until its fields are there.
async function openEditor(page: Page, title: string) {
  await page.goto('/admin/blogs');
  await postCard(page, title).getByRole('button', { name: 'Edit Blog' }).click();
  const dialog = blogDialog(page);
  await dialog.locator('.rte--loading').first().waitFor({ state: 'detached' });
  const titleField = dialog.getByRole('textbox', { name: 'Title', exact: true });
  expect(await titleField.inputValue()).toBe(title);
  return { dialog, titleField };
}

describe('two people, one post', () => {
  let token = '';
  let postId = 0;
  afterAll(async () => {
    if (postId) await fetch(`${baseUrl}/blogs/${postId}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  });

  it('a save over a newer version is refused naming who saved it and when; the text stays, compares with theirs and can go over it', async () => {
    // Two browsers, each signed in; A and B both open the same post.
    const a = session.page;
    const user = await signInByApi(a);
    token = user.token;
    const b = (await session.open()).page;
    await signInByApi(b);
    const categories = (await (await a.request.get('/api/categories')).json()) as SuccessData<Category[]>;
    const title = uniqueName('Furnace filters');
    const created = await a.request.post('/blogs', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, category: categories.data.find((c) => c.category === 'Heating')?.category_id, brief_paragraph: '<p>Every three months.</p>', published_date: '2025-03-01' },
    });
    expect(created.status()).toBe(201);
    postId = ((await created.json()) as SuccessData<{ blog_id: number }>).data.blog_id;

    const editorA = await openEditor(a, title);
    const editorB = await openEditor(b, title);

    // A saves first.
    await editorA.titleField.fill(`${title} for winter`);
    await editorA.dialog.getByRole('button', { name: 'Save Blog' }).click();
    await banner(a).getByText('Blog updated successfully').waitFor();

    // B saves the version both had loaded: refused, with A's name and the time of A's save as the admin shows times.
    const bText = `${title} and spring`;
    await editorB.titleField.fill(bText);
    await editorB.dialog.getByRole('button', { name: 'Save Blog' }).click();
    const revisions = (await (await a.request.get(historyPaths.revisions('blog', postId), { headers: { authorization: `Bearer ${token}` } })).json()) as SuccessData<RevisionSummary[]>;
    const newest = revisions.data[0];
    expect(newest?.author).toBe(user.name || user.email);
    const when = await b.evaluate(
      (at) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }).format(new Date(at)),
      newest?.created_at ?? '',
    );
    const said = `${newest?.author} saved a newer version at ${when}`;
    await editorB.dialog.locator('.stale-save').getByText(said).waitFor();
    await editorB.dialog.getByRole('alert').getByText(said).waitFor();
    // B's text is still in the editor.
    expect(await editorB.titleField.inputValue()).toBe(bText);

    // The comparison: A's words struck out, B's added.
    await editorB.dialog.getByRole('button', { name: 'Compare with the newer version' }).click();
    expect(await editorB.dialog.getByRole('button', { name: 'Hide the comparison' }).getAttribute('aria-expanded')).toBe('true');
    const comparison = editorB.dialog.getByRole('region', { name: 'Comparison' });
    await comparison.getByText(`From the version ${newest?.author} saved at ${when} to your text`).waitFor();
    expect(await comparison.locator('del').allInnerTexts()).toEqual(['for winter']);
    expect(await comparison.locator('ins').allInnerTexts()).toEqual(['and spring']);
    expect(await axeViolations(b)).toEqual([]);

    // Seen, B saves over it on purpose.
    await editorB.dialog.getByRole('button', { name: 'Save mine over it' }).click();
    await banner(b).getByText('Blog updated successfully').waitFor();
    const stored = (await (await a.request.get(`/api/admin/blogs/${postId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as SuccessData<{ title: string; version: number }>;
    expect(stored.data).toMatchObject({ title: bText, version: 3 });
  });
});
