import { apiPaths, type Enquiry, type Page as Paged, type SuccessData, type UserInfo } from '@hvac/contracts';
import { services } from '@hvac/site';
import type { Browser } from 'playwright-core';
import { admin } from './admin/admin-env';
import { launchBrowser, openPage, widths } from './support/browser';
import { baseUrl } from './support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `nojs-${Date.now()}-${Math.round(Math.random() * 1e6)}`;

async function latestEnquiries(): Promise<Enquiry[]> {
  const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  const { token } = (await login.json()) as UserInfo;
  const res = await fetch(`${baseUrl}${apiPaths.adminEnquiries}?limit=20&offset=0`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as SuccessData<Paged<Enquiry>>).data.items;
}

// A visitor whose browser has not run (or cannot run) the page's JavaScript still reaches us.
describe('forms posted without JavaScript', () => {
  it('stores a Book An Appointment request and shows the thank-you page', async () => {
    const { context, page } = await openPage(browser, widths.phone, { javaScriptEnabled: false });
    const subject = unique();
    await page.goto(`${baseUrl}/contact`);
    const form = 'form[data-form="appointment"]';
    // The server wrote the time it rendered the form into the page (the gateway's micro-cache may hand out
    // a copy rendered a little earlier); without React there is no inline reply.
    const startedAt = Number(await page.getAttribute(`${form} input[name="startedAt"]`, 'value'));
    expect(startedAt).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    expect(await page.locator(`${form} input[name="reply"]`).count()).toBe(0);
    await page.check(`${form} input[name="situation"][value="no-heat"]`);
    await page.fill(`${form} [name="name"]`, 'Jordan Example');
    await page.fill(`${form} [name="email"]`, 'jordan@example.com');
    await page.fill(`${form} [name="phone"]`, '905-555-0100');
    await page.selectOption(`${form} select[name="timeWindow"]`, 'afternoon');
    await page.fill(`${form} [name="postalCode"]`, 'l9t 1p7');
    await page.fill(`${form} [name="subject"]`, subject);
    await page.fill(`${form} [name="message"]`, 'The furnace short-cycles since this morning.');
    await Promise.all([page.waitForURL('**/thank-you'), page.click(`${form} button[type="submit"]`)]);
    expect(await page.locator('h1').innerText()).toMatch(/thank you/i);
    const stored = (await latestEnquiries()).find((e) => e.subject === subject);
    expect(stored).toMatchObject({
      formType: 'Contact Page Form',
      name: 'Jordan Example',
      email: 'jordan@example.com',
      phone: '905-555-0100',
      situation: 'no-heat',
      urgent: true,
      timeWindow: 'afternoon',
      postalCode: 'L9T 1P7',
      outsideServiceArea: false,
    });
    await context.close();
  });

  it('shows the gas-safety instruction as soon as gas smell is chosen, before sending, and again after', async () => {
    const { context, page } = await openPage(browser, widths.phone, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/services/${services[0].slug}`);
    const form = 'form[data-form="service-request"]';
    const notice = page.locator(`${form} [data-gas-safety]`);
    expect(await notice.isVisible()).toBe(false);
    await page.check(`${form} input[name="situation"][value="gas-smell"]`);
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toMatch(/Leave the building first[\s\S]*1-866-763-5427/);
    await page.fill(`${form} [name="name"]`, 'Sam Example');
    await page.fill(`${form} [name="email"]`, 'sam@example.com');
    await page.fill(`${form} [name="message"]`, `Smells like gas by the furnace ${unique()}`);
    await Promise.all([page.waitForURL('**/thank-you/gas-smell'), page.click(`${form} button[type="submit"]`)]);
    expect(await page.locator('main [data-gas-safety]').innerText()).toContain('1-866-763-5427');
    await context.close();
  });

  it('stores an appointment outside the service areas, flagged, and says we will confirm', async () => {
    const { context, page } = await openPage(browser, widths.phone, { javaScriptEnabled: false });
    const subject = unique();
    await page.goto(`${baseUrl}/contact`);
    const form = 'form[data-form="appointment"]';
    await page.check(`${form} input[name="situation"][value="other"]`);
    await page.fill(`${form} [name="name"]`, 'Alex Faraway');
    await page.fill(`${form} [name="email"]`, 'alex@example.com');
    await page.fill(`${form} [name="phone"]`, '613-555-0100');
    await page.fill(`${form} [name="postalCode"]`, 'K1A 0B1');
    await page.fill(`${form} [name="subject"]`, subject);
    await page.fill(`${form} [name="message"]`, 'A new furnace for the cottage.');
    await Promise.all([page.waitForURL('**/thank-you/outside-area'), page.click(`${form} button[type="submit"]`)]);
    expect(await page.locator('main').innerText()).toContain('We may not serve that area, and we will confirm when we call.');
    const stored = (await latestEnquiries()).find((e) => e.subject === subject);
    expect(stored).toMatchObject({ postalCode: 'K1A 0B1', outsideServiceArea: true, urgent: false, timeWindow: 'any' });
    await context.close();
  });

  it('sends the service form with its service as the subject', async () => {
    const { context, page } = await openPage(browser, widths.phone, { javaScriptEnabled: false });
    const message = `No heat upstairs ${unique()}`;
    await page.goto(`${baseUrl}/services/${services[0].slug}`);
    const form = 'form[data-form="service-request"]';
    await page.check(`${form} input[name="situation"][value="no-heat"]`);
    await page.fill(`${form} [name="name"]`, 'Sam Example');
    await page.fill(`${form} [name="email"]`, 'sam@example.com');
    await page.fill(`${form} [name="message"]`, message);
    await Promise.all([page.waitForURL('**/thank-you'), page.click(`${form} button[type="submit"]`)]);
    const stored = (await latestEnquiries()).find((e) => e.message === message);
    expect(stored).toMatchObject({ formType: 'Service Page Form', subject: services[0].title });
    await context.close();
  });

  it('subscribes to the newsletter and asks to confirm by e-mail', async () => {
    const { context, page } = await openPage(browser, widths.phone, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/blog`);
    await page.fill('form.newsletter [name="email"]', `${unique()}@example.com`);
    await Promise.all([page.waitForURL('**/thank-you/newsletter'), page.click('form.newsletter button[type="submit"]')]);
    expect(await page.locator('h1').innerText()).toBe('Newsletter Subscribed Successfully!');
    const text = await page.locator('main').innerText();
    expect(text).toContain('Please confirm by e-mail');
    expect(text).not.toMatch(/be in touch/);
    await context.close();
  });

  it("answers an invalid form with 400, the spec's failure text for that form first, then the reasons, and a way back", async () => {
    const { context, page } = await openPage(browser, widths.phone, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/about`);
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/forms/submit')), page.click('form.newsletter button[type="submit"]')]);
    expect(response.status()).toBe(400);
    expect(await page.locator('main [role="alert"]').innerText()).toMatch(/^Email failed to send, try again by reloading the page\.\s+Please enter your e-mail\./);
    expect(await page.getAttribute('a:has-text("Back to the form")', 'href')).toBe('/about');
    await context.close();
  });

  it('refuses posts from other sites at the gateway, with a page that says why', async () => {
    const body = new URLSearchParams({ formType: 'Newsletter', email: 'someone@example.com', returnTo: '/' });
    const res = await fetch(`${baseUrl}/forms/submit`, { method: 'POST', body, headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Submissions from other sites are not accepted');
  });
});
