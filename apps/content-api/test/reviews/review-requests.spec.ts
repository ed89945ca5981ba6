import { afterVisitPaths, apiPaths, type Dashboard, mailJobId, type ReviewRequestStatus, type SuccessData } from '@hvac/contracts';
import { MailSuppressionEntity, ReviewRequestEntity, SubscriberEntity, suppressionHash } from '@hvac/leads';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { type LeadsStack, startLeadsStack, waitUntil } from '../leads/leads-stack';
import { call } from '../test-app';
import { owner, saveAfterVisitSettings, setStatus, storeEnquiry } from './after-visit-stack';

const reviewUrl = 'https://g.page/r/halton-test/review';
const dayMs = 24 * 60 * 60_000;

describe('review requests after the visit', () => {
  let s: LeadsStack;
  let db: DataSource;

  beforeAll(async () => {
    s = await startLeadsStack();
    db = s.t.app.get(DataSource);
    // Saved before the worker starts, so its settings cache reads them from the first job on.
    await saveAfterVisitSettings(s.t, { reviewUrl, reminderDelayDays: 5 });
    await s.startSink();
    await s.startWorker();
  }, 120_000);
  afterAll(() => s?.close());

  const mailsTo = (address: string) => s.mails().messages.filter((m) => JSON.stringify(m.to).includes(address));
  const waitForMailTo = async (address: string, count = 1): Promise<ParsedMail[]> => {
    await waitUntil(() => mailsTo(address).length >= count, 20_000, `${count} mail(s) to ${address}`);
    return mailsTo(address);
  };
  const row = (enquiryId: number) => db.getRepository(ReviewRequestEntity).findOneByOrFail({ enquiryId });
  // The mail reaches the inbox a moment before mailer-worker records its delivery on the row.
  const sentRow = async (enquiryId: number) => {
    await waitUntil(async () => (await row(enquiryId)).requestState !== 'queued', 20_000, `the delivery state of enquiry ${enquiryId}'s request`);
    return row(enquiryId);
  };
  const status = async (enquiryId: number) => (await call<SuccessData<ReviewRequestStatus>>(s.t, 'GET', afterVisitPaths.adminReviewRequest(enquiryId))).body.data;
  const linkOf = (mail: ParsedMail, path: string) => {
    const match = new RegExp(`(http[^\\s"]*${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+)`).exec(mail.text ?? '');
    if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
    return new URL(match[1]);
  };
  const local = (url: URL) => `${s.t.baseUrl}${url.pathname}${url.search}`;
  // The reminder waits days on the queue; the test runs it now, as its time coming would.
  const runReminder = async (reviewRequestId: number) => {
    const job = await s.queue.getJob(mailJobId({ kind: 'review-reminder', reviewRequestId }));
    if (!job) throw new Error('no reminder job');
    expect(await job.getState()).toBe('delayed');
    await job.promote();
    await waitUntil(async () => (await db.getRepository(ReviewRequestEntity).findOneByOrFail({ id: reviewRequestId })).reminderState !== 'queued', 20_000, 'the reminder job');
  };

  it('asks a finished customer once, naming the business and its address, with a working unsubscribe and the CASL record', async () => {
    const enquiry = await storeEnquiry(s.t);
    await setStatus(s.t, enquiry.id, 'contacted');
    await setStatus(s.t, enquiry.id, 'done');
    const [mail] = await waitForMailTo(enquiry.email);
    expect(mail?.subject).toMatch(/^How did we do\?/);
    // The same words for everyone: no satisfaction question that would filter who is asked.
    expect(mail?.text).not.toMatch(/happy|satisfied/i);
    expect(mail?.text).toContain('Halton Hearth & Air, PO Box 1985, Milton, ON L9T 0A1');
    const header = (name: string) => mail?.headerLines.find((h) => h.key === name)?.line;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toContain(afterVisitPaths.reviewUnsubscribe);
    const request = await sentRow(enquiry.id);
    expect(request).toMatchObject({ requestState: 'sent', consentBasis: 'implied-consent-existing-business-relationship', email: enquiry.email });
    const expiry = (request.consentExpiresAt?.getTime() ?? 0) - (request.jobDoneAt?.getTime() ?? 0);
    expect(Math.round(expiry / (365 * dayMs))).toBe(2);
    // The reminder waits on the queue for the owner's delay.
    const reminder = await s.queue.getJob(mailJobId({ kind: 'review-reminder', reviewRequestId: request.id }));
    expect(reminder?.opts.delay).toBe(5 * dayMs);
    // Marking it done again asks nobody twice.
    await setStatus(s.t, enquiry.id, 'closed');
    await setStatus(s.t, enquiry.id, 'done');
    expect(await db.getRepository(ReviewRequestEntity).countBy({ enquiryId: enquiry.id })).toBe(1);

    const unsubscribe = linkOf(mail as ParsedMail, afterVisitPaths.reviewUnsubscribe);
    const page = await fetch(local(unsubscribe));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    // Asking is not doing: the page alone unsubscribes nobody.
    expect((await row(enquiry.id)).unsubscribedAt).toBeNull();
    const token = unsubscribe.searchParams.get('token') ?? '';
    const done = await fetch(`${s.t.baseUrl}${afterVisitPaths.reviewUnsubscribe}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await db.getRepository(MailSuppressionEntity).existsBy({ addressHash: suppressionHash(enquiry.email) })).toBe(true);
    expect((await row(enquiry.id)).reminderState).toBe('skipped');

    // A later job for the same address asks nothing.
    const again = await storeEnquiry(s.t, { email: enquiry.email.toUpperCase() });
    await setStatus(s.t, again.id, 'done');
    expect(await status(again.id)).toMatchObject({ request: 'skipped', reason: 'Not sent: the address is on the suppression list (unsubscribed or erased)' });
  });

  it('stops the reminder once the link is clicked, and sends it once when it is not', async () => {
    const clicker = await storeEnquiry(s.t);
    const idle = await storeEnquiry(s.t);
    await setStatus(s.t, clicker.id, 'done');
    await setStatus(s.t, idle.id, 'done');
    const [mail] = await waitForMailTo(clicker.email);
    await waitForMailTo(idle.email);
    await sentRow(clicker.id);
    await sentRow(idle.id);

    const go = await fetch(local(linkOf(mail as ParsedMail, afterVisitPaths.reviewLink)), { redirect: 'manual' });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe(reviewUrl);
    expect((await row(clicker.id)).clickedAt).not.toBeNull();

    await runReminder((await row(clicker.id)).id);
    await runReminder((await row(idle.id)).id);
    // A mail client's one-click unsubscribe (RFC 8058) from the reminder works without the page.
    const idleUnsubscribe = linkOf((await waitForMailTo(idle.email, 2))[1] as ParsedMail, afterVisitPaths.reviewUnsubscribe);
    const oneClick = await fetch(local(idleUnsubscribe), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await db.getRepository(MailSuppressionEntity).findOneByOrFail({ addressHash: suppressionHash(idle.email) })).toMatchObject({ reason: 'Unsubscribed from a review mail (one-click)' });
    expect(await row(clicker.id)).toMatchObject({ reminderState: 'skipped', reminderError: 'Not sent: the customer followed the review link' });
    const idleMails = await waitForMailTo(idle.email, 2);
    expect(idleMails[1]?.subject).toMatch(/^A reminder: how did we do\?/);
    expect(idleMails[1]?.text).toContain('This is the only reminder we send.');
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(clicker.email)).toHaveLength(1);
    expect(mailsTo(idle.email)).toHaveLength(2);
  });

  it('never asks an address that was marked spam or left the newsletter, and answers unknown links with 404', async () => {
    const spam = await storeEnquiry(s.t);
    await setStatus(s.t, spam.id, 'spam');
    const fromSpammer = await storeEnquiry(s.t, { email: spam.email });
    await setStatus(s.t, fromSpammer.id, 'done');
    expect(await status(fromSpammer.id)).toMatchObject({ request: 'skipped', reason: 'Not sent: an enquiry from this address was marked as spam' });

    const left = await storeEnquiry(s.t);
    const subscribers = db.getRepository(SubscriberEntity);
    await subscribers.save(subscribers.create({ email: left.email, status: 'unsubscribed', consentVersion: 'v1', consentAt: new Date(), confirmRequestedAt: new Date() }));
    await setStatus(s.t, left.id, 'done');
    expect((await status(left.id)).reason).toBe('Not sent: the address unsubscribed from the newsletter');

    for (const path of [afterVisitPaths.reviewLink, afterVisitPaths.reviewUnsubscribe]) {
      expect((await fetch(`${s.t.baseUrl}${path}?token=${'x'.repeat(43)}`, { redirect: 'manual' })).status).toBe(404);
      expect((await fetch(`${s.t.baseUrl}${path}`, { redirect: 'manual' })).status).toBe(404);
    }
    expect(mailsTo(spam.email)).toHaveLength(0);
    expect(mailsTo(left.email)).toHaveLength(0);
  });

  it('lets staff skip one customer before the request goes out, and refuses once it has', async () => {
    const skipped = await storeEnquiry(s.t);
    const token = await s.t.issuer.sign(owner);
    const reply = await call<SuccessData<ReviewRequestStatus>>(s.t, 'POST', afterVisitPaths.adminReviewRequestSkip(skipped.id), { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ request: 'skipped', reminder: 'skipped', reason: 'Skipped by Olivia Owner' });
    await setStatus(s.t, skipped.id, 'done');
    expect((await status(skipped.id)).request).toBe('skipped');

    const sent = await storeEnquiry(s.t);
    await setStatus(s.t, sent.id, 'done');
    await waitForMailTo(sent.email);
    expect((await sentRow(sent.id)).requestState).toBe('sent');
    const late = await call<{ message: string }>(s.t, 'POST', afterVisitPaths.adminReviewRequestSkip(sent.id), { token });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/already sent/);
    expect((await call(s.t, 'POST', afterVisitPaths.adminReviewRequestSkip(999_999), { token })).status).toBe(404);
    expect((await call(s.t, 'GET', afterVisitPaths.adminReviewRequest('abc'))).status).toBe(400);
    expect((await call(s.t, 'GET', afterVisitPaths.adminReviewRequest(sent.id), { token: null })).status).toBe(401);
    expect(mailsTo(skipped.email)).toHaveLength(0);
  });

  it('shows requests sent, clicked, reminders sent and skipped on the dashboard', async () => {
    const reviews = (await call<SuccessData<Dashboard>>(s.t, 'GET', apiPaths.adminDashboard)).body.data.reviews;
    // By hand from the tests above: sent to the first customer, the clicker, the idle one and the late skip;
    // one click; one reminder; skipped requests: the unsubscribed address, spam, newsletter leaver, staff skip;
    // reminders skipped: the unsubscribed first customer and the clicker.
    expect(reviews).toEqual({ requestsSent: 4, clicked: 1, remindersSent: 1, requestsSkipped: 4, remindersSkipped: 2 });
  });

  it('refuses a review link that is not https and a reminder delay out of range, naming the field', async () => {
    const { settings } = (await call<SuccessData<{ settings: Record<string, unknown> }>>(s.t, 'GET', apiPaths.adminSettings)).body.data;
    const put = (reviews: unknown) => call<{ message: string }>(s.t, 'PUT', apiPaths.adminSettings, { body: { ...settings, reviews } });
    expect((await put({ enabled: true, reviewUrl: 'http://example.com/review', reminderDelayDays: 7 })).body.message).toContain('reviews.reviewUrl must be an https:// address');
    const zero = await put({ enabled: true, reviewUrl, reminderDelayDays: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('reminderDelayDays must be at least 1');
    expect((await put(undefined)).status).toBe(400);
  });

  it('asks the customer when the owner turned requests on a moment before the job was done', async () => {
    // The worker has just read the settings, with requests off, for another mail (after its read for the
    // tests above, 5 s old at most, has expired) ...
    await saveAfterVisitSettings(s.t, { reviewUrl: null });
    await new Promise((resolve) => setTimeout(resolve, 5100));
    const other = await storeEnquiry(s.t, { ackState: 'queued' });
    const ack = { kind: 'enquiry-ack', enquiryId: other.id } as const;
    await s.queue.add(ack.kind, ack, { jobId: mailJobId(ack) });
    await waitForMailTo(other.email);
    // ... and well within the few seconds it shares that read, the owner turns them on and a job is done.
    await saveAfterVisitSettings(s.t, { reviewUrl, reminderDelayDays: 5 });
    const finished = await storeEnquiry(s.t);
    await setStatus(s.t, finished.id, 'done');
    const [mail] = await waitForMailTo(finished.email);
    expect(mail?.subject).toMatch(/^How did we do\?/);
    await sentRow(finished.id);
    expect(await status(finished.id)).toMatchObject({ request: 'sent' });
  });
});
