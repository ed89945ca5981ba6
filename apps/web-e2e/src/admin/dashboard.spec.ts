import { apiPaths, type Dashboard, type SuccessData } from '@hvac/contracts';
import type { Page } from 'playwright-core';
import { axeViolations, signInByApi } from './admin-browser';
import { useAdminSession } from './admin-session';
import { uniqueName } from './admin-env';

// This file sends one enquiry (the form endpoints allow a few per IP and 10 minutes).
const session = useAdminSession();
const scheduledPosts = '**/api/admin/blogs?*';

async function figures(page: Page, token: string): Promise<Dashboard> {
  const response = await page.request.get(apiPaths.adminDashboard, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as SuccessData<Dashboard>).data;
}

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await page.getByRole('heading', { level: 2, name: 'New enquiries per week' }).waitFor();
}

describe('admin dashboard', () => {
  it('charts new enquiries for 12 weeks, with the figures as a table, and counts a new enquiry in this week', async () => {
    const { page } = session;
    const { token } = await signInByApi(page);
    const before = await figures(page, token);

    // A visitor's enquiry (sent as the site's form sends it: shown half a minute ago, honeypot empty).
    const sent = await page.request.post(apiPaths.contactForm, {
      data: { formType: 'Get in Touch Form', name: uniqueName('Dashboard Visitor'), email: `dashboard-${Date.now()}@example.com`, subject: 'No heat', message: 'Furnace is off.', situation: 'no-heat', website: '', startedAt: Date.now() - 30_000 },
    });
    expect(await sent.json()).toEqual({ msg: 'success' });

    await openDashboard(page);
    const chart = page.getByRole('img', { name: /^Bar chart: \d+ new enquir(y|ies) in the last 12 weeks, \d+ this week\.$/ });
    await chart.waitFor();
    expect(await page.locator('.dashboard-chart__svg g[data-week]').count()).toBe(12);
    const currentWeek = before.enquiriesPerWeek.at(-1);
    if (!currentWeek) throw new Error('twelve weeks expected');
    const bar = page.locator(`.dashboard-chart__svg g[data-week="${currentWeek.weekStart}"]`);
    expect(await bar.locator('text').first().textContent()).toBe(String(currentWeek.enquiries + 1));

    await page.getByText('The figures as a table').click();
    const rows = page.locator('.dashboard-chart__table tbody tr');
    expect(await rows.count()).toBe(12);
    expect(await rows.last().locator('td').innerText()).toBe(String(currentWeek.enquiries + 1));
  });

  it('shows subscribers confirmed and pending, and failed mails with the way to them', async () => {
    const { page } = session;
    const { token } = await signInByApi(page);
    const { subscribers, failedMails } = await figures(page, token);
    await openDashboard(page);
    const panel = page.getByRole('region', { name: 'Newsletter subscribers' });
    expect(await panel.locator('dd').allInnerTexts()).toEqual([String(subscribers.confirmed), String(subscribers.pending)]);
    const failed = page.getByRole('region', { name: 'Mails that need attention' });
    if (failedMails.enquiries + failedMails.subscribers === 0) {
      await failed.getByText('None: every mail went out').waitFor();
    } else {
      expect(await failed.locator('dd').allInnerTexts()).toEqual([String(failedMails.enquiries), String(failedMails.subscribers)]);
      await failed.getByRole('link', { name: 'Enquiries' }).click();
      await page.waitForURL('**/admin/enquiries');
    }
  });

  it('lists the next scheduled posts, and says so when their list does not answer', async () => {
    const { page } = session;
    await signInByApi(page);
    const publishAt = '2031-03-02T14:00:00.000Z';
    await page.route(scheduledPosts, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'success', data: { items: [{ blog_id: 7, title: 'Spring furnace checklist', state: 'scheduled', publishAt }], total: 1, limit: 5, offset: 0 } }) }),
    );
    await openDashboard(page);
    const panel = page.getByRole('region', { name: 'Next scheduled posts' });
    await panel.getByText('Spring furnace checklist').waitFor();
    expect(await panel.locator('time').getAttribute('datetime')).toBe(publishAt);
    expect(page.url()).toMatch(/\/admin$/);

    await page.unroute(scheduledPosts);
    await page.route(scheduledPosts, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'fail', message: 'Unavailable' }) }));
    await page.reload();
    await page.getByRole('region', { name: 'Next scheduled posts' }).getByText('The scheduled posts could not be loaded just now.').waitFor();
  });

  it('has no WCAG 2.2 A/AA violations at 1280 and 360 px', async () => {
    const phone = await session.open({ width: 360, height: 800 });
    for (const page of [session.page, phone.page]) {
      await signInByApi(page);
      await openDashboard(page);
      await page.getByRole('img', { name: /^Bar chart/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
