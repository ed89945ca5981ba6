import { apiPaths, type Enquiry, type Page, type Subscriber, type SuccessData } from '@hvac/contracts';
import { leadRows } from './lead-rows';
import { contactForm, type LeadsStack, postJson, startLeadsStack, visitorIpPattern, waitUntil } from './leads-stack';

type Reply<T> = { status: number; body: T; headers: Headers };

describe('admin API for leads', () => {
  let s: LeadsStack;
  const rows = () => leadRows(s.t);
  const admin = async <T>(method: string, path: string, options: { token?: string | null; body?: unknown } = {}): Promise<Reply<T>> => {
    const token = options.token === undefined ? s.t.adminToken : options.token;
    const res = await fetch(`${s.t.baseUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.body ? { 'content-type': 'application/json' } : {}) },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T, headers: res.headers };
  };

  beforeAll(async () => {
    // Ten attempts 10 ms apart, doubling: a mail fails for good within seconds.
    s = await startLeadsStack({ MAIL_ATTEMPTS: '10', MAIL_BACKOFF_MS: '10' });
    await s.startWorker(); // SMTP stays down until the resend test
  }, 90_000);
  afterAll(() => s?.close());

  it('refuses anonymous and non-admin callers on every admin route', async () => {
    const routes: [string, string][] = [
      ['GET', apiPaths.adminEnquiries],
      ['POST', apiPaths.adminEnquiryResend(1)],
      ['GET', apiPaths.adminSubscribers],
      ['GET', apiPaths.adminSubscribersCsv],
    ];
    const userToken = await s.t.issuer.sign({ isAdmin: false });
    for (const [method, path] of routes) {
      expect((await admin(method, path, { token: null })).status).toBe(401);
      expect((await admin(method, path, { token: userToken })).status).toBe(403);
    }
  }, 120_000);

  it('lists enquiries newest first, paginated, with the delivery state of both mails; a failed mail can be sent again', async () => {
    for (const n of [1, 2, 3]) expect((await postJson(s.t, apiPaths.contactForm, contactForm(n))).body).toEqual({ msg: 'success' });
    await waitUntil(
      async () => (await rows().enquiries.countBy({ notifyState: 'failed', ackState: 'failed' })) === 3,
      60_000,
      'every mail to fail for good',
    );

    const first = await admin<SuccessData<Page<Enquiry>>>('GET', `${apiPaths.adminEnquiries}?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(first.body.data.items.map((e) => e.email)).toEqual(['visitor3@example.org', 'visitor2@example.org']);
    const newest = first.body.data.items[0];
    if (!newest) throw new Error('no enquiry listed');
    expect(newest).toMatchObject({ formType: 'Contact Page Form', subject: 'Furnace check 3', clientIp: expect.stringMatching(visitorIpPattern) });
    expect(newest.notify).toEqual({ state: 'failed', attempts: 10, lastError: expect.stringMatching(/ECONNREFUSED|connect/i), sentAt: null, skippedReason: null });
    expect(newest.ack.state).toBe('failed');
    const second = await admin<SuccessData<Page<Enquiry>>>('GET', `${apiPaths.adminEnquiries}?limit=2&offset=2`);
    expect(second.body.data.items.map((e) => e.email)).toEqual(['visitor1@example.org']);

    const sink = await s.startSink();
    const resent = await admin<SuccessData<Enquiry>>('POST', apiPaths.adminEnquiryResend(newest.id), { body: {} });
    expect(resent.status).toBe(200);
    expect(resent.body.data.notify.state).toBe('queued');
    await sink.waitFor(1, 15_000);
    await waitUntil(
      async () => (await rows().enquiries.findOneByOrFail({ id: newest.id })).notifyState === 'sent',
      10_000,
      'resent mail recorded',
    );
    expect(sink.messages.map((m) => m.messageId)).toEqual([`<enquiry-${newest.id}-notify@mail.test>`]);

    const ack = await admin<SuccessData<Enquiry>>('POST', apiPaths.adminEnquiryResend(newest.id), { body: { mail: 'ack' } });
    expect(ack.status).toBe(200);
    await sink.waitFor(2, 15_000);
    expect(sink.messages[1]?.messageId).toBe(`<enquiry-${newest.id}-ack@mail.test>`);
    await waitUntil(
      async () => {
        const page = await admin<SuccessData<Page<Enquiry>>>('GET', `${apiPaths.adminEnquiries}?limit=1`);
        return page.body.data.items[0]?.ack.state === 'sent';
      },
      10_000,
      'ack state visible to the admin',
    );
  }, 120_000);

  it('answers bad admin input with clear 4xx', async () => {
    expect((await admin('POST', apiPaths.adminEnquiryResend(999999), { body: {} })).status).toBe(404);
    expect((await admin('POST', '/api/admin/enquiries/abc/resend', { body: {} })).status).toBe(400);
    const badMail = await admin<{ message: string }>('POST', apiPaths.adminEnquiryResend(1), { body: { mail: 'everyone' } });
    expect(badMail.status).toBe(400);
    expect(badMail.body.message).toMatch(/mail must be notify or ack/);
    const badLimit = await admin<{ message: string }>('GET', `${apiPaths.adminEnquiries}?limit=1000`);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toMatch(/limit must be at most 100/);
    expect((await admin('GET', `${apiPaths.adminSubscribers}?status=maybe`)).status).toBe(400);
  }, 120_000);

  it('lists subscribers with their status and exports them as CSV', async () => {
    await postJson(s.t, apiPaths.newsletter, { email: 'a@example.net', formType: 'Newsletter', sourcePage: '/' });
    await postJson(s.t, apiPaths.newsletter, { email: 'b@example.net', formType: 'Newsletter', sourcePage: '=HYPERLINK("http://evil")' });
    await rows().subscribers.update({ email: 'a@example.net' }, { status: 'confirmed', confirmedAt: new Date() });

    const all = await admin<SuccessData<Page<Subscriber>>>('GET', apiPaths.adminSubscribers);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.items.map((x) => [x.email, x.status])).toEqual([
      ['b@example.net', 'pending'],
      ['a@example.net', 'confirmed'],
    ]);
    expect(all.body.data.items[1]).toMatchObject({ consentVersion: expect.any(String), consentIp: expect.stringMatching(visitorIpPattern), sourcePage: '/' });
    const confirmed = await admin<SuccessData<Page<Subscriber>>>('GET', `${apiPaths.adminSubscribers}?status=confirmed`);
    expect(confirmed.body.data.items.map((x) => x.email)).toEqual(['a@example.net']);

    const csv = await admin<string>('GET', apiPaths.adminSubscribersCsv);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,consent_version,consent_at,consent_ip,source_page,confirmed_at,unsubscribed_at,landing_page,referrer_host,utm_source,utm_medium,utm_campaign');
    expect(lines).toHaveLength(3);
    // Newest first, like the list.
    expect(lines[2]).toMatch(/^a@example\.net,confirmed,/);
    // A spreadsheet must not run the visitor's text as a formula.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  }, 120_000);
});
