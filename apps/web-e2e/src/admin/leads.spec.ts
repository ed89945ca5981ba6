import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { banner, eventually, signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';
import { baseUrl, uniqueName } from './admin-env';
import { backdateFormStart, waitForHydration } from '../support/browser';

// Each form endpoint allows a few posts per IP and 10 minutes, shared by every test from 127.0.0.1:
// this file sends two enquiries and one newsletter sign-up.
const session = useAdminSession();

// The exports start with a UTF-8 byte-order mark (for spreadsheets); text is what follows it.
async function downloadText(page: Page, button: string): Promise<{ name: string; text: string; bom: boolean }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const raw = await fs.readFile(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), text: raw.replace(/^\uFEFF/, ''), bom: raw.startsWith('\uFEFF') };
}

// An enquiry whose fields a spreadsheet would run as formulas, sent straight to the form endpoint.
async function sendFormulaEnquiry(email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/send-contact-form-main`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      formType: 'Get in Touch Form',
      name: '=HYPERLINK("http://evil.test","Click")',
      email,
      subject: '@SUM(A1:A9)',
      message: '+1 line one, "two"',
      startedAt: Date.now() - 30_000,
    }),
  });
  expect(await response.json()).toEqual({ msg: 'success' });
}

async function applyFilters(page: Page, fields: { search?: string; status?: string }): Promise<void> {
  const bar = page.getByRole('search', { name: 'Search and filter enquiries' });
  await bar.getByRole('searchbox', { name: 'Search' }).fill(fields.search ?? '');
  await bar.getByRole('combobox', { name: 'Status' }).selectOption(fields.status ?? '');
  await Promise.all([page.waitForURL(/\/admin\/enquiries\?/), bar.getByRole('button', { name: 'Apply' }).click()]);
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

    // The owner follows it up: a status, recorded with who and when, and an internal note.
    await row.getByRole('combobox', { name: `Status of the enquiry from ${name}` }).selectOption('contacted');
    await banner(page).getByRole('status').getByText(`The enquiry from ${name} is now Contacted.`).waitFor();
    await row.getByText(/^by .+, /).waitFor();
    await row.getByRole('button', { name: `Notes and history of the enquiry from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Enquiry from ${name}` });
    await dialog.getByText(/New → Contacted by /).waitFor();
    await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Called back: booked for Tuesday morning.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await dialog.getByText('Called back: booked for Tuesday morning.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Search and filters run on the server and have their own address.
    await applyFilters(page, { search: email });
    expect(new URL(page.url()).searchParams.get('q')).toBe(email);
    await row.waitFor();
    await expect(page.getByRole('row').count()).resolves.toBe(2);
    await applyFilters(page, { search: email, status: 'booked' });
    await page.getByText('No enquiry matches the search and filters.').waitFor();
    await applyFilters(page, { search: email, status: 'contacted' });
    await row.waitFor();

    // The export is the filtered list, made on the server.
    const csv = await downloadText(page, 'Export CSV');
    expect(csv.name).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.bom).toBe(true);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^id,received_at,status,status_changed_at,status_changed_by,assignee,form,urgent,situation,time_window,postal_code,outside_service_area,name,email,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,contacted,`);
    expect(lines[1]).toContain(email);
  });

  it('exports formula-like fields as text and deletes an enquiry after confirmation', async () => {
    const { page } = session;
    const email = `formula-${Date.now()}@example.com`;
    await sendFormulaEnquiry(email);

    await signInByApi(page);
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
    const name = '=HYPERLINK("http://evil.test","Click")';
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();

    const csv = await downloadText(page, 'Export CSV');
    const record = csv.text.trimEnd().split('\r\n')[1] ?? '';
    // A leading apostrophe makes a spreadsheet show each of these as text.
    expect(record).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(record).toContain(`'@SUM(A1:A9)`);
    expect(record).toContain(`"'+1 line one, ""two""` + '"');

    await row.getByRole('button', { name: `Delete the enquiry from ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this enquiry?' });
    await confirm.getByRole('button', { name: 'Delete enquiry' }).click();
    await banner(page).getByRole('status').getByText(/was deleted with its notes and history/).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('No enquiry matches the search and filters.').waitFor();
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
    expect(csv.bom).toBe(true);
    expect(csv.text.split(/\r?\n/)[0]).toMatch(/^email,status,consent_version,consent_at/);
    expect(csv.text).toContain(`${email},pending`);
  });
});
