import { type AnalyticsReport, analyticsPaths, apiPaths, type Enquiry, type Page as Paged, type SuccessData, type WebVitalsReport } from '@hvac/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, eventually, signInByApi } from './admin/admin-browser';
import { backdateFormStart, launchBrowser, openPage, waitForHydration, widths } from './support/browser';
import { baseUrl } from './support/stack';

// Visitors in real page loads: each its own browser (the visitor hash is the address and the browser,
// and every test visitor comes from this machine, so each gets a user agent of its own). Headless
// Chromium says it is headless, which the counting leaves out as a robot, hence a desktop Chrome's.
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const chrome = (visitor: string) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 e2e-${run}-${visitor}`;
const campaign = { utmSource: `mail-${run}`, utmMedium: 'email', utmCampaign: `spring-${run}` };

let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.allSettled(contexts.map((c) => c.close()));
  await browser?.close();
  expect(problems).toEqual([]);
});

async function visitor(name: string, init?: () => void): Promise<Page> {
  const { context, page, errors } = await openPage(browser, widths.desktop, { baseURL: baseUrl, userAgent: chrome(name) });
  contexts.push(context);
  problems.push(...errors);
  if (init) await page.addInitScript(init);
  await recordBeacons(page);
  return page;
}

type SentEvent = { type: string; path: string; name?: string; referrerHost?: string; utmSource?: string };
// Every beacon a page sends, read on its way to the gateway (Chromium reports a beacon's body only to
// an interception); a test waits until the events it expects are in.
const sentBy = new Map<Page, SentEvent[]>();
async function recordBeacons(page: Page) {
  const sent: SentEvent[] = [];
  sentBy.set(page, sent);
  await page.route(`**${analyticsPaths.events}`, async (route) => {
    sent.push(...((JSON.parse(route.request().postData() ?? '{}') as { events?: SentEvent[] }).events ?? []));
    await route.continue();
  });
}
// The events of the given type sent since `from` (the count seen before the step), once there are
// some (and, for vitals, once the named ones are in).
async function beacon(page: Page, type: 'pageview' | 'vital', from: number, names: string[] = []): Promise<SentEvent[]> {
  const sent = sentBy.get(page) ?? [];
  return eventually(async () => {
    const events = sent.slice(from).filter((e) => e.type === type);
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((e) => e.name)).toEqual(expect.arrayContaining(names));
    return events;
  }, 20_000);
}
const seen = (page: Page) => sentBy.get(page)?.length ?? 0;

// The page is put in the background as when the visitor switches tab: web-vitals reports what it has.
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

// Nothing of the visit stays in the browser.
async function expectNothingStored(page: Page) {
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
}

describe('first-party analytics', () => {
  const name = `Analytics Visitor ${run}`;

  it('counts visits with and without a campaign and from a referrer, sends Web Vitals, carries the source into an enquiry, and stores nothing in the browser', async () => {
    // A campaign visitor lands on the home page, moves on to the contact page and books.
    const a = await visitor('campaign');
    await a.goto(`/?utm_source=${campaign.utmSource}&utm_medium=${campaign.utmMedium}&utm_campaign=${campaign.utmCampaign}`);
    await waitForHydration(a);
    expect(await beacon(a, 'pageview', 0)).toEqual([{ type: 'pageview', path: '/', ...campaign }]);
    await expectNothingStored(a);
    let before = seen(a);
    // A key press ends the page's largest paint, as a visitor's first input does; hiding the page sends the measures.
    await a.keyboard.press('Shift');
    await hide(a);
    await beacon(a, 'vital', before, ['TTFB', 'FCP', 'LCP', 'CLS']);

    before = seen(a);
    await a.locator('header a[href="/contact"]').first().click();
    await a.waitForURL('**/contact');
    // A later page of the visit is a page view without a source.
    expect(await beacon(a, 'pageview', before)).toEqual([{ type: 'pageview', path: '/contact' }]);
    const form = 'form[data-form="appointment"]';
    await a.check(`${form} input[name="situation"][value="other"]`);
    for (const [field, value] of Object.entries({ name, email: `analytics-${run}@example.com`, phone: '905-555-0100', postalCode: 'L9T 1P7', subject: 'Tune-up', message: 'Any morning.' })) await a.fill(`${form} [name="${field}"]`, value);
    await a.selectOption(`${form} select[name="timeWindow"]`, 'morning');
    await backdateFormStart(a.locator(form));
    await a.click(`${form} button[type="submit"]`);
    await a.locator(`${form} [role="status"] p`).waitFor({ timeout: 20_000 });
    await expectNothingStored(a);

    // One from a referring site, one typing the address; neither has a campaign.
    const b = await visitor('referred');
    await b.goto('/about', { referer: 'https://www.referrer-e2e.example/some/page?q=furnace' });
    expect(await beacon(b, 'pageview', 0)).toEqual([{ type: 'pageview', path: '/about', referrerHost: 'www.referrer-e2e.example' }]);
    await expectNothingStored(b);
    const c = await visitor('direct');
    await c.goto('/services');
    expect(await beacon(c, 'pageview', 0)).toEqual([{ type: 'pageview', path: '/services' }]);
    await expectNothingStored(c);

    // Global Privacy Control: the beacon stays silent.
    const d = await visitor('gpc', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await d.goto('/blog');
    await waitForHydration(d);
    await d.waitForTimeout(1500);
    expect(seen(d)).toBe(0);
    await expectNothingStored(d);
  });

  it('shows the visits, the source, the conversion and real page loads’ Web Vitals on the Analytics screen, and the source on the enquiry', async () => {
    const { page } = await openPage(browser, widths.desktop, { baseURL: baseUrl });
    contexts.push(page.context());
    const { token } = await signInByApi(page);
    const auth = { Authorization: `Bearer ${token}` };
    // The hourly rollup, now; events reach the database within a second of arriving.
    const report = await eventually(async () => {
      expect((await page.request.post(analyticsPaths.adminRollup, { headers: auth })).status()).toBe(200);
      const figures = ((await (await page.request.get(`${analyticsPaths.adminReport}?days=7`, { headers: auth })).json()) as SuccessData<AnalyticsReport>).data;
      expect(figures.sources.find((s) => s.source === campaign.utmSource)).toBeDefined();
      expect(figures.sources.find((s) => s.source === 'www.referrer-e2e.example')).toBeDefined();
      return figures;
    }, 15_000);
    expect(report.totals.visitors).toBeGreaterThanOrEqual(3);
    expect(report.leadSources.find((s) => s.source === campaign.utmSource)).toEqual({ source: campaign.utmSource, campaign: campaign.utmCampaign, enquiries: 1, subscribers: 0 });
    const vitals = ((await (await page.request.get(analyticsPaths.adminVitals, { headers: auth })).json()) as SuccessData<WebVitalsReport>).data;
    expect(vitals.rows.filter((r) => r.route === '/' && r.device === 'desktop').map((r) => r.metric)).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));

    await page.goto('/admin/analytics?days=7');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    expect(Number(await page.getByTestId('analytics-visitors').innerText())).toBe(report.totals.visitors);
    const sources = page.getByRole('region', { name: 'Sources and campaigns' });
    await sources.getByRole('row', { name: new RegExp(`${campaign.utmSource} email ${campaign.utmCampaign}`) }).waitFor();
    await sources.getByRole('row', { name: /www\.referrer-e2e\.example/ }).waitFor();
    const leads = page.getByRole('region', { name: 'Enquiries and sign-ups per source' });
    await leads.getByRole('row', { name: `${campaign.utmSource} ${campaign.utmCampaign} 1 0` }).waitFor();
    const landing = page.getByRole('region', { name: 'Conversion per landing page' });
    const home = report.landingPages.find((l) => l.path === '/');
    expect(home?.enquiries).toBeGreaterThanOrEqual(1);
    await landing.getByRole('row', { name: `/ ${home?.visitors} ${home?.enquiries} ${((home?.conversionRate ?? 0) * 100).toFixed(1)} %` }).waitFor();
    const speed = page.getByTestId('web-vitals');
    await speed.getByRole('img', { name: /^Bar chart: Largest Contentful Paint \(LCP\)/ }).waitFor();
    await speed.getByRole('row', { name: /^\/ desktop LCP \d+ ms/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The enquiry itself carries its source, in the API and on the enquiries screen.
    const enquiries = ((await (await page.request.get(`${apiPaths.adminEnquiries}?q=${encodeURIComponent(name)}`, { headers: auth })).json()) as SuccessData<Paged<Enquiry>>).data.items;
    expect(enquiries.map((e) => e.source)).toEqual([{ landingPage: '/', referrerHost: null, ...campaign }]);
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(name)}`);
    await page.getByText(`From ${campaign.utmSource} · email · ${campaign.utmCampaign}, landed on /`).waitFor();
    await expectNothingStoredOnPublicPages();
  });
});

// The admin's sign-in keeps a session and a device cookie; a visitor's context on the public pages has nothing.
async function expectNothingStoredOnPublicPages() {
  const v = await visitor('last');
  for (const path of ['/', '/contact', '/blog', '/privacy']) {
    await v.goto(path);
    await waitForHydration(v);
    await expectNothingStored(v);
  }
}
