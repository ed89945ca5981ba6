import fs from 'node:fs/promises';
import { apiPaths, type Enquiry, type Page as ListPage, type PrivacyFindings, type PrivacyRequest, privacyRequestPaths, type Subscriber } from '@hvac/contracts';
import { axeViolations, banner, signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';
import { baseUrl, uniqueName } from './admin-env';

// A PIPEDA request from start to end in the browser: a visitor's enquiry and newsletter sign-up are found,
// exported and erased on /admin/privacy-requests; then the API finds nothing with the address but the
// suppression entry. Sends one enquiry and one newsletter sign-up (the form endpoints' per-IP limits).
const session = useAdminSession();

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(await response.json()).toEqual({ msg: 'success' });
}

describe('privacy requests', () => {
  it('finds, exports and erases everything held about an address, leaving only the suppression entry', async () => {
    const { page } = session;
    const name = uniqueName('Robin Private');
    const email = `privacy-${Date.now()}@example.com`;
    await post('/send-contact-form-main', { formType: 'Get in Touch Form', name, email, subject: 'Heat pump quote', message: 'Please call me about a heat pump.', startedAt: Date.now() - 30_000 });
    await post('/send-newsletter', { email, formType: 'Newsletter', startedAt: Date.now() - 30_000 });

    const { token } = await signInByApi(page);
    const api = async <T>(path: string, init: RequestInit = {}) => {
      const response = await fetch(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
      expect(response.status).toBeLessThan(300);
      return ((await response.json()) as { data: T }).data;
    };

    await page.goto('/admin/privacy-requests');
    await page.getByRole('heading', { level: 1, name: 'Privacy requests' }).waitFor();
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Record a request' }) });
    await form.getByRole('textbox', { name: /^Who asked/ }).fill(name);
    await form.getByRole('textbox', { name: /^E-mail address/ }).fill(email.toUpperCase());
    await form.getByRole('combobox', { name: /^What they ask/ }).selectOption('erase');
    await form.getByRole('button', { name: 'Record request' }).click();
    await banner(page).getByText(/recorded, due/).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Find: the enquiry and the subscription with its consent record.
    await row.getByRole('button', { name: /^Find/ }).click();
    const findings = page.getByRole('region', { name: /What we hold for request/ });
    await findings.getByText(/Your enquiries/).waitFor();
    await findings.getByText(/Your newsletter subscription with its consent record/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Export: a JSON file for the person with both.
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Export/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-request-\d+\.json$/);
    const exported = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as { data: { source: string; rows: { email?: string }[] }[] };
    expect(exported.data.map((f) => f.source)).toEqual(expect.arrayContaining(['content.enquiries', 'content.subscribers']));
    expect(JSON.stringify(exported)).toContain(email);

    // Erase, after a confirmation.
    await row.getByRole('button', { name: /^Erase/ }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await banner(page).getByText(/erased .*suppression list/i).waitFor();
    await page.getByRole('row').filter({ hasText: 'Contact details erased' }).first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: name }).count()).toBe(0);

    // Through the API: no enquiry, subscriber or request names the address any more, and a new look-up
    // finds nothing but the suppression entry.
    const enquiries = await api<ListPage<Enquiry>>(`${apiPaths.adminEnquiries}?q=${encodeURIComponent(email)}`);
    expect(enquiries.total).toBe(0);
    const subscribers = await api<ListPage<Subscriber>>(`${apiPaths.adminSubscribers}?limit=100`);
    expect(subscribers.items.some((s) => s.email === email)).toBe(false);
    const requests = await api<PrivacyRequest[]>(privacyRequestPaths.list);
    expect(JSON.stringify(requests)).not.toContain(email);
    const check = await api<PrivacyRequest>(privacyRequestPaths.list, { method: 'POST', body: JSON.stringify({ requesterName: 'Check', email, type: 'find' }) });
    const left = await api<PrivacyFindings>(privacyRequestPaths.findings(check.id));
    expect(left.findings.map((f) => f.source)).toEqual(['content.privacy_requests']);
    expect(left.suppressed).toBe(true);
    // The check leaves nothing behind either.
    await api(privacyRequestPaths.erase(check.id), { method: 'POST' });
  });
});
