import { apiPaths } from '@hvac/contracts';
import { leadRows } from './lead-rows';
import { contactForm, type LeadsStack, postJson, startMailingStack } from './leads-stack';

type Case = [string, unknown, number, RegExp];

const valid = contactForm(1);
const contactCases: Case[] = [
  ...(['formType', 'name', 'email', 'subject', 'message'] as const).map((field): Case => {
    const { [field]: _dropped, ...rest } = valid;
    return [`missing ${field}`, rest, 400, new RegExp(field)];
  }),
  ['blank name', { ...valid, name: '   ' }, 400, /name is required/],
  ['name too long', { ...valid, name: 'n'.repeat(101) }, 400, /name must be at most 100/],
  ['email too long', { ...valid, email: `${'e'.repeat(90)}@example.org` }, 400, /email must be at most 100/],
  ['subject too long', { ...valid, subject: 's'.repeat(101) }, 400, /subject must be at most 100/],
  ['message too long', { ...valid, message: 'm'.repeat(5001) }, 400, /message must be at most 5000/],
  ['phone too long', { ...valid, phone: '1'.repeat(31) }, 400, /phone must be at most 30/],
  ['phone not a number', { ...valid, phone: 'call me maybe' }, 400, /phone must be a phone number/],
  ['bad e-mail', { ...valid, email: 'not-an-email' }, 400, /email must be a valid e-mail address/],
  ['e-mail without a domain', { ...valid, email: 'jo@' }, 400, /email must be a valid e-mail address/],
  ['CR/LF in name', { ...valid, name: 'Jo\r\nBcc: victim@example.com' }, 400, /name must not contain line breaks/],
  ['LF in subject', { ...valid, subject: 'Hello\nBcc: victim@example.com' }, 400, /subject must not contain line breaks/],
  ['CR/LF in e-mail', { ...valid, email: 'jo@example.org\r\nBcc: victim@example.com' }, 400, /email must be a valid e-mail address/],
  ['unknown form type', { ...valid, formType: 'Spam Form' }, 400, /formType must be one of/],
  ['wrong types', { ...valid, name: 42, message: ['a'] }, 400, /name must be text.*message must be text|message must be text/],
  ['unexpected field', { ...valid, isAdmin: true }, 400, /isAdmin should not exist/],
  ['not JSON', '{"name": "Jo", ', 400, /JSON/],
  ['a JSON array', '[1,2,3]', 400, /formType/],
];

const newsletterCases: Case[] = [
  ['missing email', { formType: 'Newsletter' }, 400, /email is required/],
  ['bad email', { email: 'reader at example', formType: 'Newsletter' }, 400, /email must be a valid e-mail address/],
  ['email too long', { email: `${'r'.repeat(64)}@${'d'.repeat(189)}.com`, formType: 'Newsletter' }, 400, /email must be at most 254/],
  ['missing formType', { email: 'reader@example.net' }, 400, /formType must be Newsletter/],
  ['wrong formType', { email: 'reader@example.net', formType: 'Contact Page Form' }, 400, /formType must be Newsletter/],
  ['CR/LF in sourcePage', { email: 'reader@example.net', formType: 'Newsletter', sourcePage: '/\r\nX: y' }, 400, /sourcePage must not contain line breaks/],
  ['NUL in sourcePage', { email: 'reader@example.net', formType: 'Newsletter', sourcePage: '/blog\u0000' }, 400, /sourcePage must not contain control characters/],
  ['not JSON', 'email=reader@example.net', 400, /JSON/],
];

describe('bad input to the lead forms', () => {
  let s: LeadsStack;
  const rows = () => leadRows(s.t);

  beforeAll(async () => {
    s = await startMailingStack({ LEADS_RATE_LIMIT: '5' });
  }, 90_000);
  afterAll(() => s?.close());

  it.each(contactCases)('contact form, %s: clear 4xx', async (_name, body, status, message) => {
    const reply = await postJson(s.t, apiPaths.contactForm, body);
    expect(reply.status).toBe(status);
    expect(reply.body['message']).toMatch(message);
    // Validation failures answer in the form envelope the site reads.
    if (typeof body === 'object' && !Array.isArray(body)) expect(reply.body['msg']).toBe('fail');
  });

  it.each(newsletterCases)('newsletter, %s: clear 4xx', async (_name, body, status, message) => {
    const reply = await postJson(s.t, apiPaths.newsletter, body);
    expect(reply.status).toBe(status);
    expect(reply.body['message']).toMatch(message);
  });

  it('a huge body is refused with 413 before it is read', async () => {
    const huge = JSON.stringify({ ...valid, message: 'x'.repeat(2 * 1024 * 1024) });
    for (const route of [apiPaths.contactForm, apiPaths.newsletter]) {
      const reply = await postJson(s.t, route, huge);
      expect(reply.status).toBe(413);
      expect(reply.body['message']).toMatch(/too large/);
    }
  });

  it('a body that is not JSON at all (text/plain) is refused as missing fields', async () => {
    const reply = await postJson(s.t, apiPaths.contactForm, 'hello', { 'content-type': 'text/plain' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ msg: 'fail', message: expect.stringMatching(/name/) });
  });

  it('after all of that, nothing was stored and nothing was mailed', async () => {
    await new Promise((r) => setTimeout(r, 500));
    expect(await rows().enquiries.count()).toBe(0);
    expect(await rows().subscribers.count()).toBe(0);
    expect(s.mails().messages).toHaveLength(0);
    expect(await s.queue.getJobCounts()).toMatchObject({ waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 });
  });

  it('rate limit: the sixth submission from one address in the window gets 429, per endpoint', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) {
      const ok = await postJson(s.t, apiPaths.contactForm, contactForm(500 + i), { 'x-forwarded-for': ip });
      expect(ok).toEqual({ status: 200, body: { msg: 'success' } });
    }
    const limited = await fetch(`${s.t.baseUrl}${apiPaths.contactForm}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(contactForm(599)),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await limited.json()).toEqual({ msg: 'fail', message: expect.stringMatching(/Too many submissions/) });
    expect(await rows().enquiries.countBy({ email: 'visitor599@example.org' })).toBe(0);

    // The newsletter counts separately, and other visitors are unaffected.
    expect(await postJson(s.t, apiPaths.newsletter, { email: 'limited@example.net', formType: 'Newsletter' }, { 'x-forwarded-for': ip })).toMatchObject({
      status: 200,
    });
    expect(await postJson(s.t, apiPaths.contactForm, contactForm(600))).toMatchObject({ status: 200 });
  });

  // Issue 30: an IPv6 client holds a whole /64, so it counts as one (server-kit's clientLimitKey).
  it('rate limit: every address of one IPv6 /64 counts as one client; another /64 is another client', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await postJson(s.t, apiPaths.newsletter, { email: `v6-${i}@example.net`, formType: 'Newsletter' }, { 'x-forwarded-for': `2001:db8:7:7::${i + 1}` });
      expect(ok.status).toBe(200);
    }
    const rotated = await postJson(s.t, apiPaths.newsletter, { email: 'v6-5@example.net', formType: 'Newsletter' }, { 'x-forwarded-for': '2001:db8:7:7:abcd:1234:5678:9abc' });
    expect(rotated).toEqual({ status: 429, body: expect.objectContaining({ message: expect.stringMatching(/Too many submissions/) }) });
    const neighbour = await postJson(s.t, apiPaths.newsletter, { email: 'v6-6@example.net', formType: 'Newsletter' }, { 'x-forwarded-for': '2001:db8:7:8::1' });
    expect(neighbour.status).toBe(200);
  });
});
