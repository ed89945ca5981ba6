import { afterVisitPaths, apiPaths, bookingPaths, type Enquiry, type Page as ListPage, type OpenDay, type ReviewRequestStatus, type SiteSettings, type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import { admin } from './admin/admin-env';
import { axeViolations, eventually, signInByApi } from './admin/admin-browser';
import { useAdminSession } from './admin/admin-session';
import { baseUrl } from './support/stack';

const session = useAdminSession();
const inboxUrl = (process.env['MAIL_INBOX_URL'] || 'http://localhost:1080').replace(/\/$/, '');
const reviewUrl = 'https://g.page/r/after-visit-e2e/review';

type InboxMail = { subject: string; to: { address: string }[]; text?: string };

async function adminApi(): Promise<<T>(method: string, path: string, body?: unknown) => Promise<T>> {
  const login = await fetch(`${baseUrl}${apiPaths.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status}`);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'Content-Type': 'application/json' };
  return async <T>(method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return ((await reply.json()) as SuccessData<T>).data;
  };
}

async function mailsTo(email: string): Promise<InboxMail[]> {
  const mails = (await (await fetch(`${inboxUrl}/api/email`)).json()) as InboxMail[];
  return mails.filter((m) => m.to.some((to) => to.address.toLowerCase() === email));
}

const linkIn = (mail: InboxMail | undefined, path: string) => {
  const link = new RegExp(`https?://[^\\s"'<>]+${path}\\?token=[A-Za-z0-9_%-]+`).exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no ${path} link in the mail`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('after the visit', () => {
  let api: Awaited<ReturnType<typeof adminApi>>;
  let original: SiteSettings;

  beforeAll(async () => {
    api = await adminApi();
    original = (await api<SiteSettingsRecord>('GET', apiPaths.adminSettings)).settings;
    await api('PUT', apiPaths.adminSettings, { ...original, reviews: { enabled: true, reviewUrl, reminderDelayDays: 7 } });
  });
  afterAll(async () => {
    await api('PUT', apiPaths.adminSettings, original);
  });

  it('asks a customer whose booking staff marked done for a review; the unsubscribe works, and the click stops the reminder', async () => {
    const { page } = session;
    const stamp = Date.now();
    const email = `finished-${stamp}@example.com`;
    const name = `Finished Customer ${stamp.toString(36).replace(/\d/g, '')}`;
    // The customer books the first open window through the spec's call with a window id.
    const days = ((await (await fetch(`${baseUrl}${bookingPaths.openWindows}`)).json()) as SuccessData<OpenDay[]>).data;
    const window = days.flatMap((d) => d.windows)[0];
    if (!window) throw new Error('no open window to book');
    const sent = await fetch(`${baseUrl}${apiPaths.contactForm}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formType: 'Contact Page Form', name, email, phone: '905-555-0100', postalCode: 'L9T 1P7', subject: 'Furnace tune-up', message: 'Please book a tune-up.', situation: 'other', windowId: window.id, startedAt: Date.now() - 30_000 }),
    });
    expect(await sent.json()).toEqual({ msg: 'success' });
    const enquiry = await eventually(async () => {
      const found = (await api<ListPage<Enquiry>>('GET', `${apiPaths.adminEnquiries}?q=${encodeURIComponent(email)}`)).items[0];
      if (!found) throw new Error('the enquiry is not listed yet');
      return found;
    });

    // Staff mark the job done on the Schedule screen; the enquiry follows through the enquiry workflow.
    await signInByApi(page);
    await page.goto(`/admin/schedule?from=${window.date}&view=day`);
    const booking = page.locator('li[data-booking]', { hasText: name });
    await booking.getByRole('button', { name: 'Mark done' }).click();
    await booking.getByText('Done', { exact: true }).waitFor();
    expect((await api<ListPage<Enquiry>>('GET', `${apiPaths.adminEnquiries}?q=${encodeURIComponent(email)}`)).items[0]?.status).toBe('done');

    const request = await eventually(async () => {
      const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('How did we do?'));
      if (!mail) throw new Error(`no review request to ${email} in ${inboxUrl}`);
      return mail;
    }, 30_000);
    expect(request.text).toContain('Unsubscribe at any time');

    // The customer follows the link: the signed redirect leads to the owner's review page.
    const go = await fetch(`${baseUrl}${linkIn(request, afterVisitPaths.reviewLink)}`, { redirect: 'manual' });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe(reviewUrl);
    const clicked = await api<ReviewRequestStatus>('GET', afterVisitPaths.adminReviewRequest(enquiry.id));
    expect(clicked).toMatchObject({ request: 'sent', reminder: 'queued', clickedAt: expect.any(String) });

    // The unsubscribe page asks, then acts on the button.
    await page.goto(linkIn(request, afterVisitPaths.reviewUnsubscribe));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    // No reminder will go: the job finds it skipped when its day comes.
    expect(await api<ReviewRequestStatus>('GET', afterVisitPaths.adminReviewRequest(enquiry.id))).toMatchObject({ reminder: 'skipped', reason: 'Not sent: the customer unsubscribed' });
    expect((await mailsTo(email)).filter((m) => /how did we do/i.test(m.subject))).toHaveLength(1);
  });

  it('shows response times and review figures on the dashboard, and keeps the push service worker inside /admin', async () => {
    const { page } = session;
    await signInByApi(page);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Time to first contact' }).waitFor();
    await page.getByRole('heading', { name: 'Review requests' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Urgent enquiries on this device' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const worker = await fetch(`${baseUrl}/admin/push-sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    // Without a Service-Worker-Allowed header a worker under /admin/ can never control more than /admin/.
    expect(worker.headers.get('service-worker-allowed')).toBeNull();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.register('/admin/push-sw.js', { scope: '/admin/' })).scope);
    expect(scope).toBe(`${baseUrl}/admin/`);
    await page.goto('/');
    expect(await page.evaluate(async () => ({ controlled: navigator.serviceWorker.controller !== null, registration: Boolean(await navigator.serviceWorker.getRegistration('/')) }))).toEqual({
      controlled: false,
      registration: false,
    });
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('serviceWorker'))).toBe(false);
  });
});
