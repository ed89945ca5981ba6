import { randomBytes } from 'node:crypto';
import { apiPaths, type Enquiry, type Page, type Subscriber, type SuccessData } from '@hvac/contracts';
import { testRedisUrl } from '@hvac/test-harness';
import { Queue } from 'bullmq';
import { call, startTestApp, type TestApp } from '../test-app';

const source = { landingPage: '/services/furnace-repair', referrerHost: 'www.Google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'fall-tune-up' };
const enquiryForm = (n: number, extra: Record<string, unknown> = {}) => ({ formType: 'Get in Touch Form', name: `Visitor ${n}`, email: `v${n}@example.org`, subject: 'Furnace', message: `No heat ${n}`, ...extra });

describe('lead sources', () => {
  let t: TestApp;
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const mailQueue = new Queue('mail', { connection: { url: testRedisUrl() }, prefix });

  beforeAll(async () => {
    t = await startTestApp({ MAIL_QUEUE_PREFIX: prefix, LEADS_RATE_LIMIT: '100' });
  }, 90_000);
  afterAll(async () => {
    await mailQueue.obliterate({ force: true });
    await mailQueue.close();
    await t?.close();
  });

  const enquiries = async () => (await call<SuccessData<Page<Enquiry>>>(t, 'GET', apiPaths.adminEnquiries)).body.data.items;
  // A CSV export's header and rows, without the byte-order mark.
  const csvLines = async (path: string) => (await (await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${t.adminToken}` } })).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  const sourceHeaders = /,landing_page,referrer_host,utm_source,utm_medium,utm_campaign$/;

  it('records the landing page, referrer host and UTM parameters of an enquiry, and shows them in the list and the CSV', async () => {
    expect((await call(t, 'POST', apiPaths.contactForm, { token: null, body: enquiryForm(1, source) })).body).toEqual({ msg: 'success' });
    expect((await call(t, 'POST', apiPaths.contactForm, { token: null, body: enquiryForm(2, { landingPage: '', utmSource: '' }) })).body).toEqual({ msg: 'success' });
    const [second, first] = await enquiries();
    expect(first?.source).toEqual({ ...source, referrerHost: 'www.google.com' });
    expect(second?.source).toEqual({ landingPage: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null });

    const [header, ...rows] = await csvLines(apiPaths.adminEnquiriesCsv);
    expect(header).toMatch(sourceHeaders);
    expect(rows.find((r) => r.includes('Visitor 1'))).toMatch(/,\/services\/furnace-repair,www\.google\.com,google,cpc,fall-tune-up$/);
  });

  it('records the source of a newsletter sign-up, and shows it in the subscribers CSV', async () => {
    expect((await call(t, 'POST', apiPaths.newsletter, { token: null, body: { email: 'reader@example.org', formType: 'Newsletter', landingPage: '/blog/heat-pumps', utmSource: 'newsletter' } })).body).toEqual({ msg: 'success' });
    const subscribers = (await call<SuccessData<Page<Subscriber>>>(t, 'GET', apiPaths.adminSubscribers)).body.data.items;
    expect(subscribers.find((s) => s.email === 'reader@example.org')?.source).toEqual({ landingPage: '/blog/heat-pumps', referrerHost: null, utmSource: 'newsletter', utmMedium: null, utmCampaign: null });

    const [header, ...rows] = await csvLines(apiPaths.adminSubscribersCsv);
    expect(header).toMatch(sourceHeaders);
    expect(rows.find((r) => r.startsWith('reader@example.org,'))).toMatch(/,\/blog\/heat-pumps,,newsletter,,$/);
  });

  it.each([
    [{ landingPage: 'https://evil.example/x' }, 'landingPage must be a path of this site'],
    [{ landingPage: '/contact?utm_source=x' }, 'landingPage must be a path of this site'],
    [{ referrerHost: 'google.com/search' }, 'referrerHost must be a host name only'],
    [{ utmCampaign: 'x'.repeat(101) }, 'utmCampaign must be at most 100 characters'],
    [{ utmSource: 'a\u0000b' }, 'utmSource must not contain control characters'],
  ])('refuses a bad source field %j with a 400 naming it', async (fields, message) => {
    const reply = await call<{ msg: string; message: string }>(t, 'POST', apiPaths.contactForm, { token: null, body: enquiryForm(9, fields) });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(message);
  });
});
