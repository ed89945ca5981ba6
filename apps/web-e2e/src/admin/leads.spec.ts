import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { banner, eventually, signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';
import { uniqueName } from './admin-env';
import { backdateFormStart, waitForHydration } from '../support/browser';

// Each form endpoint allows a few posts per IP and 10 minutes, shared by every test from 127.0.0.1:
// this file sends one enquiry and one newsletter sign-up.
const session = useAdminSession();

async function downloadText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await fs.readFile(file, 'utf8') };
}

describe('leads inbox', () => {
  it('lists an enquiry sent from the public site with its delivery state, resends it and exports it', async () => {
    const { page } = session;
    const name = uniqueName('Jordan Homeowner');
    const email = `enquiry-${Date.now()}@example.com`;

    // A visitor books an appointment on the contact page.
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: /appointment/i }) });
    await form.getByRole('radio', { name: 'Something else' }).check();
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('textbox', { name: /^E-?mail/i }).fill(email);
    await form.getByRole('textbox', { name: /^Phone/ }).fill('905-555-0100');
    await form.getByRole('textbox', { name: /^Postal code/ }).fill('L9T 1P7');
    await form.getByRole('textbox', { name: /^Subject/ }).fill('Furnace making a rattling noise');
    await form.getByRole('textbox', { name: /^Message/ }).fill('It started last night. Could someone come by this week?');
    await backdateFormStart(form);
    await form.getByRole('button', { name: /appointment/i }).click();
    await form.getByRole('status').getByText(/Submitted Successfully/i).waitFor();

    // The owner sees it, newest first, with the state of both mails.
    await signInByApi(page);
    await page.goto('/admin/enquiries');
    await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await expect(row.getByText('Furnace making a rattling noise').isVisible()).resolves.toBe(true);
    await expect(row.getByText('Contact Page Form').isVisible()).resolves.toBe(true);
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow.innerText()).resolves.toContain(name);
    const states = row.locator('.admin-badge');
    await expect(states.count()).resolves.toBe(2);
    for (const text of await states.allTextContents()) expect(['Queued', 'Sent', 'Failed']).toContain(text);

    // The stack has a mail catcher: the notification goes out within moments.
    await eventually(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await row.locator('.admin-badge', { hasText: 'Sent' }).first().waitFor({ timeout: 1000 });
    }, 30_000);

    await row.getByRole('button', { name: `Resend the business notification for the enquiry from ${name}` }).click();
    await banner(page).getByRole('status').getByText(/queued/i).waitFor();

    const csv = await downloadText(page, 'Export CSV');
    expect(csv.name).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text.split('\r\n')[0]).toMatch(/^id,received_at,form,name,email,/);
    expect(csv.text).toContain(email);
  });

  it('lists a newsletter sign-up with its consent status and exports the list as CSV', async () => {
    const { page } = session;
    const email = `subscriber-${Date.now()}@example.com`;
    await page.goto('/about');
    await waitForHydration(page);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    await form.getByRole('textbox').fill(email);
    await backdateFormStart(form);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('status').getByText(/Subscribed Successfully/i).waitFor();

    await signInByApi(page);
    await page.goto('/admin/subscribers');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await expect(row.getByText('Waiting for confirmation').isVisible()).resolves.toBe(true);
    await expect(row.getByText(/^From \/about/).isVisible()).resolves.toBe(true);

    // The status filter keeps it under 'pending' and not under 'confirmed'.
    await page.getByRole('link', { name: 'Confirmed', exact: true }).click();
    await page.waitForURL(/status=confirmed/);
    await page.getByRole('link', { name: 'Confirmed', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByRole('row').filter({ hasText: email }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Waiting for confirmation' }).click();
    await page.getByRole('row').filter({ hasText: email }).waitFor();

    const csv = await downloadText(page, 'Export CSV');
    expect(csv.name).toMatch(/^subscribers-.*\.csv$/);
    expect(csv.text.split(/\r?\n/)[0]).toMatch(/^email,status,consent_version,consent_at/);
    expect(csv.text).toContain(`${email},pending`);
  });
});
