import { analyticsPaths, telHref } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration, widths } from './support/browser';
import { baseUrl } from './support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}`;

// Text fields are typed into; the situation (radio buttons) and the time window (a select) are chosen.
async function fill(page: Page, form: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    if (name === 'situation') await page.check(`${form} input[name="situation"][value="${value}"]`);
    else if (name === 'timeWindow') await page.selectOption(`${form} select[name="timeWindow"]`, value);
    else await page.fill(`${form} [name="${name}"]`, value);
  }
}

// The fields of the next post of a form React sends (to the form route's data URL), read through
// interception; the request then goes on to the real server.
const formPost = '**/forms/submit.data';
function captureFields(page: Page): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    void page.route(formPost, async (route) => {
      resolve(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')));
      await route.continue();
    }, { times: 1 });
  });
}

// The bot signals every public form carries: an empty honeypot and the time the form was shown.
function expectBotSignals(sent: Record<string, string>, openedAt: number) {
  expect(sent.website).toBe('');
  expect(Number(sent.startedAt)).toBeGreaterThanOrEqual(openedAt - 1_000);
  expect(Number(sent.startedAt)).toBeLessThanOrEqual(Date.now());
}

async function statusText(page: Page, form: string) {
  const region = page.locator(`${form} [role="status"]`);
  await region.locator('p').waitFor({ timeout: 20_000 });
  return (await region.innerText()).trim();
}

// A failure's alert: the spec's text first (its title), then the reason that helps, if any.
async function failureShown(page: Page, form: string): Promise<{ title: string; detail: string | null }> {
  const alert = page.locator(`${form} [role="alert"] p`);
  await alert.waitFor({ timeout: 20_000 });
  const detail = alert.locator('.status__detail');
  return { title: (await alert.locator('.status__title').innerText()).trim(), detail: (await detail.count()) > 0 ? (await detail.innerText()).trim() : null };
}

const noAnswer = 'The site did not answer. Please check your internet connection.';

type Case = { name: string; path: string; form: string; values: Record<string, string>; formType: string; success: string; failure: string; subject?: string };

const cases: Case[] = [
  {
    name: 'Book An Appointment (contact page)',
    path: '/contact',
    form: 'form[data-form="appointment"]',
    values: { situation: 'other', name: 'Dana Reid', phone: '905-555-0100', timeWindow: 'morning', postalCode: 'L9T 1P7', subject: 'Furnace tune-up', message: 'Any morning next week works.' },
    formType: 'Contact Page Form',
    success: 'Appointment form Submitted Successfully!',
    failure: 'Failed to send Appointment form, try again by reloading the page.',
  },
  {
    name: 'Get In Touch (service page)',
    path: '/services/air-conditioning',
    form: 'form[data-form="get-in-touch"]',
    values: { situation: 'no-cooling', name: 'Marco Tan', subject: 'Quote for central air', message: 'Two-storey house, about 2000 sq ft.' },
    formType: 'Get in Touch Form',
    success: 'Get in Touch form Submitted Successfully!',
    failure: 'Failed to send Get in Touch Form, try again by reloading the page.',
  },
  {
    name: 'service-page hero form',
    path: '/services/hydronics',
    form: 'form[data-form="service-request"]',
    values: { situation: 'no-heat', name: 'Priya Shah', phone: '(905) 555-0100', message: 'Boiler loses pressure every few days.' },
    formType: 'Service Page Form',
    subject: 'Hydronics',
    success: 'Get in Touch form Submitted Successfully!',
    failure: 'Failed to send Get in Touch Form, try again by reloading the page.',
  },
];

describe('contact forms', () => {
  for (const c of cases) {
    it(`${c.name}: validates, sends with the honeypot, shows a spinner, then the success text and clears the e-mail`, async () => {
      const { context, page } = await openPage(browser, widths.desktop);
      const direct: string[] = [];
      page.on('request', (request) => {
        if (/\/send-(contact-form-main|newsletter)$/.test(request.url())) direct.push(request.url());
      });
      const openedAt = Date.now();
      await page.goto(`${baseUrl}${c.path}`);
      await waitForHydration(page);

      // Empty submit: every required field reports, focus on the first one.
      await page.click(`${c.form} button[type="submit"]`);
      expect(await page.locator(`${c.form} [aria-invalid="true"]`).count()).toBeGreaterThanOrEqual(3);
      expect(await page.evaluate((f) => document.activeElement === document.querySelector(`${f} [aria-invalid="true"]`), c.form)).toBe(true);

      const honeypot = page.locator(`${c.form} input[name="website"]`);
      expect(await honeypot.getAttribute('tabindex')).toBe('-1');
      expect(await honeypot.getAttribute('autocomplete')).toBe('off');
      // Out of sight and out of the accessibility tree.
      const box = await honeypot.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(0);
      expect(await page.locator(`${c.form} .honeypot`).getAttribute('aria-hidden')).toBe('true');

      const email = `${unique()}@example.com`;
      await fill(page, c.form, { ...c.values, email: 'not-an-email' });
      await page.click(`${c.form} button[type="submit"]`);
      expect(await page.locator(`${c.form} [name="email"][aria-invalid="true"]`).count()).toBe(1);

      await page.fill(`${c.form} [name="email"]`, email);
      const fields = captureFields(page);
      await page.click(`${c.form} button[type="submit"]`);
      const sent = await fields;
      expect(sent).toMatchObject({ formType: c.formType, email, reply: 'inline', returnTo: c.path, situation: c.values.situation });
      expectBotSignals(sent, openedAt);
      if (c.subject) expect(sent.subject).toBe(c.subject);
      expect(await statusText(page, c.form)).toBe(c.success);
      expect(page.url()).toBe(`${baseUrl}${c.path}`);
      // One door: the page posts to the site's own form route, never to content-api itself.
      expect(direct).toEqual([]);
      expect(await page.inputValue(`${c.form} [name="email"]`)).toBe('');
      expect(await page.inputValue(`${c.form} [name="name"]`)).toBe(c.values.name);
      await context.close();
    });

    it(`${c.name}: shows the failure text when the site cannot be reached`, async () => {
      const { context, page } = await openPage(browser, widths.phone);
      await page.goto(`${baseUrl}${c.path}`);
      await waitForHydration(page);
      // Holds the request for a moment (the spinner is visible), then fails it like a dropped network.
      await page.route(formPost, async (route) => {
        await new Promise((r) => setTimeout(r, 600));
        await route.abort('internetdisconnected');
      });
      await fill(page, c.form, { ...c.values, email: `${unique()}@example.com` });
      await page.click(`${c.form} button[type="submit"]`);
      const button = page.locator(`${c.form} button[type="submit"]`);
      // The click resolves before React renders the sending state; the state then lasts the 600 ms hold.
      await page.locator(`${c.form} button[type="submit"][aria-busy="true"]`).waitFor({ timeout: 5000 });
      expect(await button.getAttribute('aria-busy')).toBe('true');
      expect(await button.locator('.spinner').count()).toBe(1);
      expect(await failureShown(page, c.form)).toEqual({ title: c.failure, detail: noAnswer });
      expect(await button.getAttribute('aria-busy')).toBeNull();
      expect(await page.inputValue(`${c.form} [name="email"]`)).toBe('');
      await context.close();
    });
  }
});

describe('the form action\'s own check', () => {
  it('shows on the field when a post gets past the browser check', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    const form = 'form[data-form="appointment"]';
    // The post leaves the browser valid and arrives with a broken address, as a tampered request would.
    await page.route(formPost, async (route) => {
      const fields = new URLSearchParams(route.request().postData() ?? '');
      fields.set('email', 'someone@');
      await route.continue({ postData: fields.toString() });
    }, { times: 1 });
    await fill(page, form, { situation: 'other', name: 'Dana Reid', email: `${unique()}@example.com`, phone: '905-555-0100', postalCode: 'L9T 1P7', subject: 'Tune-up', message: 'Any morning.' });
    await page.click(`${form} button[type="submit"]`);
    const email = page.locator(`${form} [name="email"][aria-invalid="true"]`);
    await email.waitFor({ timeout: 20_000 });
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toMatch(/valid e-mail/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    // The spec's failure text first, then which field and what is wrong with it.
    expect(await failureShown(page, form)).toEqual({ title: cases[0].failure, detail: 'Please enter a valid e-mail address, like name@example.com.' });
    await context.close();
  });
});

describe("every failure shows the spec's text first, then what helps", () => {
  const form = 'form[data-form="appointment"]';
  const values = { situation: 'other', name: 'Dana Reid', phone: '905-555-0100', postalCode: 'L9T 1P7', subject: 'Tune-up', message: 'Any morning.' };
  const html = (title: string) => ({ contentType: 'text/html', body: `<!doctype html><title>${title}</title><h1>${title}</h1>` });
  // Refusals answered before the site's form route, as the gateway answers them (its JSON or HTML page).
  const refusals: [string, { status: number; contentType: string; body: string; headers?: Record<string, string> }, string][] = [
    ['409 with a reason', { status: 409, contentType: 'application/json', body: '{"status":"fail","message":"This enquiry was already sent."}' }, 'This enquiry was already sent.'],
    ["429 from the gateway's rate limit", { status: 429, contentType: 'application/json', body: '{"status":"fail","message":"Too many requests, please try again in a moment"}', headers: { 'Retry-After': '2' } }, 'Too many requests, please try again in a moment'],
    ['429 without words', { status: 429, ...html('Too many requests') }, 'Too many messages came from your network just now. Please wait a minute before sending it again.'],
    ['500', { status: 500, ...html('Internal Server Error') }, 'The site could not take your message just now. Please try again in a minute.'],
    ['503 with a reason', { status: 503, contentType: 'application/json', body: '{"status":"fail","message":"The service is temporarily unavailable, please try again shortly"}' }, 'The service is temporarily unavailable, please try again shortly'],
  ];

  async function submitWith(page: Page, answer: (route: import('playwright-core').Route) => Promise<void>) {
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await page.route(formPost, answer, { times: 1 });
    await fill(page, form, { ...values, email: `${unique()}@example.com` });
    await page.click(`${form} button[type="submit"]`);
  }

  for (const [name, reply, detail] of refusals) {
    it(`a ${name}`, async () => {
      const { context, page } = await openPage(browser, widths.desktop);
      await submitWith(page, (route) => route.fulfill(reply));
      expect(await failureShown(page, form)).toEqual({ title: cases[0].failure, detail });
      // The reply's message has the focus; what was typed (but the e-mail, per the spec) stays.
      expect(await page.evaluate(() => document.activeElement?.querySelector('[role="alert"] p') != null)).toBe(true);
      expect(await page.inputValue(`${form} [name="message"]`)).toBe(values.message);
      await context.close();
    });
  }

  it("a 400 refusal in the site's own words (a form it does not know)", async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await submitWith(page, async (route) => {
      const fields = new URLSearchParams(route.request().postData() ?? '');
      fields.set('formType', 'Job Application');
      await route.continue({ postData: fields.toString() });
    });
    expect(await failureShown(page, form)).toEqual({ title: cases[0].failure, detail: 'This form is not one of ours.' });
    await context.close();
  });
});

describe('urgent calls first', () => {
  for (const c of cases) {
    it(`${c.name}: choosing a gas smell shows the safety instruction and the emergency phone before anything is sent`, async () => {
      const { context, page } = await openPage(browser, widths.phone);
      const posts: string[] = [];
      // What the form sends; the visit-counting beacon (after the load event) is not the form.
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname !== analyticsPaths.events) posts.push(request.url());
      });
      await page.goto(`${baseUrl}${c.path}`);
      await waitForHydration(page);
      const notice = page.locator(`${c.form} [data-gas-safety]`);
      expect(await notice.isVisible()).toBe(false);
      await page.check(`${c.form} input[name="situation"][value="gas-smell"]`);
      await notice.waitFor({ state: 'visible' });
      const text = await notice.innerText();
      expect(text).toMatch(/Leave the building/);
      expect(text).toContain('1-866-763-5427');
      expect(text).toContain(defaultSiteSettings.phones.emergency);
      expect(await notice.locator(`a[href="${telHref(defaultSiteSettings.phones.emergency)}"]`).count()).toBe(1);
      // The gas option is described by the instruction for screen readers.
      const describedBy = await page.getAttribute(`${c.form} input[value="gas-smell"]`, 'aria-describedby');
      expect(await notice.getAttribute('id')).toBe(describedBy);
      await page.check(`${c.form} input[name="situation"][value="no-heat"]`);
      expect(await notice.isVisible()).toBe(false);
      expect(posts).toEqual([]);
      await context.close();
    });
  }

  it('Book An Appointment: asks what is happening and refuses a postal code that is not Canadian; one outside the areas gets a friendly note', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    const form = 'form[data-form="appointment"]';
    await fill(page, form, { name: 'Dana Reid', email: `${unique()}@example.com`, phone: '905-555-0100', postalCode: '90210', subject: 'Tune-up', message: 'Any morning.' });
    await page.click(`${form} button[type="submit"]`);
    expect(await page.locator(`${form} [aria-invalid="true"][name="situation"]`).count()).toBe(4);
    expect(await page.locator(`${form} [name="postalCode"][aria-invalid="true"]`).count()).toBe(1);
    expect(await page.locator(`${form} .field__error`).allInnerTexts()).toEqual(['Please tell us what is happening.', 'Please enter a Canadian postal code, like L9T 1P7.']);
    await page.fill(`${form} [name="postalCode"]`, 'K1A 0B1');
    await page.getByText('We may not serve that area').waitFor();
    await page.fill(`${form} [name="postalCode"]`, 'L9T 1P7');
    expect(await page.getByText('We may not serve that area').count()).toBe(0);
    await context.close();
  });
});

describe('newsletter', () => {
  it('subscribes through the running stack and clears the field', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    const openedAt = Date.now();
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    const form = 'footer form.newsletter';
    await page.click(`${form} button[type="submit"]`);
    expect(await page.locator(`${form} [aria-invalid="true"]`).count()).toBe(1);
    const email = `${unique()}@example.com`;
    await page.fill(`${form} [name="email"]`, email);
    const fields = captureFields(page);
    await page.click(`${form} button[type="submit"]`);
    const sent = await fields;
    expect(sent).toMatchObject({ email, formType: 'Newsletter', returnTo: '/about', reply: 'inline' });
    expectBotSignals(sent, openedAt);
    expect(await statusText(page, form)).toBe('Newsletter Subscribed Successfully!\nPlease confirm by e-mail: open the message we just sent you and click its link. Until you do, we send you nothing.');
    expect(await page.locator(`${form} .status__title`).innerText()).toBe('Newsletter Subscribed Successfully!');
    expect(await page.inputValue(`${form} [name="email"]`)).toBe('');
    await context.close();
  });

  it('shows the failure text on a network error', async () => {
    const { context, page } = await openPage(browser, widths.phone);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.route(formPost, (route) => route.abort('failed'));
    const form = 'footer form.newsletter';
    await page.fill(`${form} [name="email"]`, `${unique()}@example.com`);
    await page.click(`${form} button[type="submit"]`);
    expect(await failureShown(page, form)).toEqual({ title: 'Email failed to send, try again by reloading the page.', detail: noAnswer });
    expect(await page.inputValue(`${form} [name="email"]`)).toBe('');
    await context.close();
  });
});
