import type { Browser } from 'playwright-core';
import { backdateFormStart, launchBrowser, openPage, waitForHydration, widths } from './support/browser';
import { type Enquiry, type Page as ListPage, type UserInfo } from '@hvac/contracts';
import { axeViolations as violations } from './admin/admin-browser';
import { admin } from './admin/admin-env';
import { baseUrl } from './support/stack';

// The AODA page: server-rendered, linked from every page's footer, axe-clean (WCAG 2.2 A/AA) at phone and
// desktop widths with and without errors, and its feedback form sent from the keyboard alone lands in the
// admin as accessibility feedback. Sends one enquiry (the form endpoint's per-IP limit).
describe('accessibility page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // The admin's enquiries from one address, through the API the admin reads.
  const enquiriesFrom = async (email: string): Promise<Enquiry[]> => {
    const login = (await (await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json()) as UserInfo;
    const listed = (await (await fetch(`${baseUrl}/api/admin/enquiries?q=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as { data: ListPage<Enquiry> };
    return listed.data.items;
  };

  it('is server-rendered with the standard, the other formats and the feedback form, and is in the footer and the sitemap', async () => {
    const html = await (await fetch(`${baseUrl}/accessibility`)).text();
    expect(html).toContain('(WCAG) 2.0 at level AA');
    expect(html).toContain('WCAG 2.2 level AA');
    expect(html).toContain('Information in another format');
    expect(html).toMatch(/<form[^>]*action="\/forms\/submit"/);
    expect(html).toContain('value="Accessibility Feedback Form"');
    expect(await (await fetch(`${baseUrl}/`)).text()).toMatch(/<a[^>]*href="\/accessibility"[^>]*>Accessibility<\/a>/);
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain('/accessibility</loc>');
  });

  it.each([widths.phone, widths.desktop])('passes axe at %i px, with its errors shown too', async (width) => {
    const { context, page, errors } = await openPage(browser, width, { baseURL: baseUrl });
    await page.goto('/accessibility');
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Please enter your full name.').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('sends feedback from the keyboard alone; it lands in the admin with a due date', async () => {
    const { context, page, errors } = await openPage(browser, widths.desktop, { baseURL: baseUrl });
    await page.goto('/accessibility');
    await waitForHydration(page);
    const form = page.locator('form[data-form="accessibility-feedback"]');
    const email = `a11y-${Date.now()}@example.com`;
    await backdateFormStart(form);
    await form.getByRole('textbox', { name: /^Name/ }).focus();
    await page.keyboard.type('Sam Reader');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('The blog images need longer descriptions; a large-print price list, please.');
    // Past the privacy link to the button, then Enter.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Send feedback');
    await page.keyboard.press('Enter');
    await form.getByRole('status').getByText(/your feedback was sent/i).waitFor();
    // The reply takes the focus, so a screen reader hears it.
    await expect(page.evaluate(() => document.activeElement?.closest('[tabindex="-1"]')?.textContent ?? '')).resolves.toMatch(/feedback was sent/i);
    await context.close();
    expect(errors).toEqual([]);

    // In the admin's enquiries, as accessibility feedback due 5 business days after it arrived.
    const items = await enquiriesFrom(email);
    expect(items).toEqual([expect.objectContaining({ formType: 'Accessibility Feedback Form', subject: 'Accessibility feedback', respondBy: expect.any(String) })]);
    const [item] = items;
    const days = (Date.parse(item?.respondBy ?? '') - Date.parse(item?.createdAt ?? '')) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(5);
    expect(days).toBeLessThanOrEqual(9);
  });

  it('sends feedback without JavaScript through the one form route, to the thank-you page', async () => {
    const { context, page } = await openPage(browser, widths.phone, { baseURL: baseUrl, javaScriptEnabled: false });
    const email = `a11y-nojs-${Date.now()}@example.com`;
    await page.goto('/accessibility');
    const form = 'form[data-form="accessibility-feedback"]';
    await page.fill(`${form} [name="name"]`, 'Lee Plain');
    await page.fill(`${form} [name="email"]`, email);
    await page.fill(`${form} [name="message"]`, 'I need the service price list in large print.');
    await Promise.all([page.waitForURL('**/thank-you'), page.click(`${form} button[type="submit"]`)]);
    expect(await page.locator('h1').innerText()).toMatch(/thank you/i);
    expect(await enquiriesFrom(email)).toEqual([expect.objectContaining({ formType: 'Accessibility Feedback Form', message: 'I need the service price list in large print.' })]);
    await context.close();
  });
});
