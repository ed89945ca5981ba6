import type { Page } from 'playwright-core';
import { axeViolations, signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';

// axe-core (WCAG 2.2 A and AA rules) on every admin screen, with each popup open.
const session = useAdminSession();

async function expectClean(page: Page, screen: string) {
  const violations = await axeViolations(page);
  expect({ screen, violations }).toEqual({ screen, violations: [] });
}

// Editors load with the popup; check once every editable area is there.
async function editorsReady(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await dialog.locator('.rte--loading').first().waitFor({ state: 'detached' });
  await dialog.locator('[contenteditable="true"]').first().waitFor();
  return dialog;
}

describe('accessibility of the admin portal', () => {
  it('sign-in page, empty and with an error', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectClean(page, 'sign-in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Enter your email address.').waitFor();
    await expectClean(page, 'sign-in with field errors');
  });

  it('overview, blogs and their popups', async () => {
    const { page } = session;
    await signInByApi(page);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
    await expectClean(page, 'overview');

    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).waitFor();
    await expectClean(page, 'blogs');

    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const create = await editorsReady(page, 'Blogs Upload');
    // One pass over the new-post popup with its error messages and the link box showing.
    await create.getByRole('button', { name: 'Save Blog' }).click();
    await create.getByText('title is required').waitFor();
    await create.getByRole('button', { name: 'Link' }).first().click();
    await create.getByRole('textbox', { name: 'Link address' }).waitFor();
    await expectClean(page, 'new-post popup with errors and the link box');
    await create.getByRole('textbox', { name: 'Title', exact: true }).fill('Unsaved');
    await create.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('alertdialog', { name: 'Discard your changes?' }).waitFor();
    await expectClean(page, 'discard confirmation');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await create.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Edit Blog' }).first().click();
    await editorsReady(page, 'Blogs Upload');
    await page.getByRole('dialog', { name: 'Blogs Upload' }).getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    await expectClean(page, 'blog popup, editing a post');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Blogs Upload' }).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Delete Blog' }).first().click();
    await page.getByRole('alertdialog', { name: 'Delete this blog post?' }).waitFor();
    await expectClean(page, 'delete confirmation');
    await page.keyboard.press('Escape');
  });

  it('location pages and their popup', async () => {
    const { page } = session;
    await signInByApi(page);
    await page.goto('/admin/location-pages');
    await page.getByRole('button', { name: 'Add New Location Page' }).waitFor();
    await expectClean(page, 'location pages');

    await page.getByRole('button', { name: 'Add New Location Page' }).click();
    const create = await editorsReady(page, 'Location Page Upload');
    await create.getByRole('button', { name: 'Save Location Page' }).click();
    await create.getByText('main_heading is required').waitFor();
    await expectClean(page, 'location popup with errors');
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Edit Location' }).first().click();
    await editorsReady(page, 'Location Page Upload');
    await expectClean(page, 'location popup, editing a page');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete Location' }).first().click();
    await page.getByRole('alertdialog', { name: 'Delete this location page?' }).waitFor();
    await expectClean(page, 'delete location confirmation');
  });

  it('enquiries and subscribers, on a desktop and a phone', async () => {
    // The session's page is the desktop one (1280 × 900); the phone gets a context of its own.
    const phone = await session.open({ width: 360, height: 740 });
    for (const page of [session.page, phone.page]) {
      const width = page.viewportSize()?.width;
      await signInByApi(page);
      await page.goto('/admin/enquiries');
      await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
      // The list, or its empty state, once loaded: axe checks the screen the owner reads.
      await page.locator('.admin-table, .admin-empty').first().waitFor();
      await expectClean(page, `enquiries at ${width} px`);
      await page.goto('/admin/subscribers');
      await page.getByRole('heading', { level: 1, name: 'Subscribers' }).waitFor();
      await page.locator('.admin-table, .admin-empty').first().waitFor();
      await expectClean(page, `subscribers at ${width} px`);
    }
  });
});
