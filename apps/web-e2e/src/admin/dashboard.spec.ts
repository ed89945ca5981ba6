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

  it('shows the backups and the mail going out in plain words, as the server reports them', async () => {
    const { page } = session;
    const { token } = await signInByApi(page);
    const { backups, mailQueue } = await figures(page, token);
    await openDashboard(page);
    const backupPanel = page.getByRole('region', { name: 'Backups' });
    if (!backups.configured) await backupPanel.getByText('Warning: No backups are set up.').waitFor();
    else for (const name of ['Website data', 'Images']) await backupPanel.getByText(name, { exact: true }).waitFor();
    const queuePanel = page.getByRole('region', { name: 'Mail going out' });
    if (mailQueue === null) await queuePanel.getByText('The mail queue could not be checked just now.').waitFor();
    else if (mailQueue.waiting === 0) await queuePanel.getByText('No mail is waiting').waitFor();
    else await queuePanel.getByText(/waiting to go out; the oldest has waited/).waitFor();
  });

  it('warns the owner of a failed or late backup, mail being retried and a mail queue backing up', async () => {
    const { page } = session;
    const { token } = await signInByApi(page);
    const real = await figures(page, token);
    const trouble: Dashboard = {
      ...real,
      retryingMails: { enquiries: 2, subscribers: 0 },
      mailQueue: { waiting: 9, oldestWaitingSeconds: 25 * 60, backingUp: true },
      backups: {
        configured: true,
        // 7:30 a.m. in Toronto; the last good one at 3:00 a.m. the day before.
        database: { finishedAt: '2026-11-24T12:30:00.000Z', ok: false, lastSuccessAt: '2026-11-23T08:00:00.000Z', warning: true },
        media: { finishedAt: '2026-11-24T12:00:00.000Z', ok: true, lastSuccessAt: '2026-11-24T12:00:00.000Z', warning: false },
      },
    };
    await page.route('**/api/admin/dashboard', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'success', data: trouble }) }));
    try {
      await openDashboard(page);
      const backupPanel = page.getByRole('region', { name: 'Backups' });
      await backupPanel.getByText(/^Warning: Last backup Nov\.? 24, 2026, 7:30 a\.m\.: it failed\. The last one that worked was Nov\.? 23, 2026, 3:00 a\.m\./).waitFor();
      await backupPanel.getByText(/^Last backup Nov\.? 24, 2026, 7:00 a\.m\.: it worked\.$/).waitFor();
      await page.getByRole('region', { name: 'Mail going out' }).getByText('Warning: 9 mails are waiting to go out; the oldest has waited 25 minutes. Mail is not going out.').waitFor();
      await page.getByRole('region', { name: 'Mails that need attention' }).getByText(/^Warning: Mail for 2 enquiries could not be sent yet and is being tried again\./).waitFor();
    } finally {
      await page.unroute('**/api/admin/dashboard');
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
