import { createHash } from 'node:crypto';
import { apiPaths, contactFormTypes, newsletterConsent } from '@hvac/contracts';
import type { EnquiryEntity, SubscriberEntity } from '@hvac/leads';
import { defaultSiteSettings } from '@hvac/site';
import type { AddressObject, ParsedMail } from 'mailparser';
import { leadRows } from './lead-rows';
import { contactForm, type LeadsStack, postJson, startMailingStack, visitorIpPattern, visitorIp, waitUntil } from './leads-stack';

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => ({ name: v.name, address: v.address })));
const header = (mail: ParsedMail, name: string) => mail.headers.get(name);
const only = <T>(items: T[], what: string): T => {
  if (items.length !== 1 || items[0] === undefined) throw new Error(`expected exactly one ${what}, got ${items.length}`);
  return items[0];
};
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
// The tokens of a confirmation mail's two links.
const linkTokens = (mail: ParsedMail) => {
  const token = (page: string) => new RegExp(`/newsletter/${page}\\?token=([\\w-]{43})`).exec(mail.text ?? '')?.[1] ?? `no ${page} link`;
  return { confirmToken: token('confirm'), unsubscribeToken: token('unsubscribe') };
};
// The raw header line, as a mail client reads it.
const rawHeader = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, ' ');

describe('lead mails through the real worker and SMTP', () => {
  let s: LeadsStack;
  const rows = () => leadRows(s.t);
  const mailTo = async (email: string) => {
    await waitUntil(() => s.mails().messages.some((m) => addresses(m.to)[0]?.address === email), 10_000, `a mail to ${email}`);
    return only(s.mails().messages.filter((m) => addresses(m.to)[0]?.address === email), `mail to ${email}`);
  };

  beforeAll(async () => {
    s = await startMailingStack();
  }, 90_000);
  afterAll(() => s?.close());

  it.each(contactFormTypes)('%s: exactly one notification and one acknowledgement, with the right headers and content', async (formType) => {
    const before = s.mails().messages.length;
    const email = `jo.${formType.replace(/\W/g, '').toLowerCase()}@example.org`;
    const form = {
      formType,
      name: 'Jo Smith',
      email,
      subject: `Boiler noise (${formType})`,
      message: 'The boiler bangs when it starts.\nCan someone look at it this week?',
      phone: '905-555-0199',
    };
    const reply = await postJson(s.t, apiPaths.contactForm, form);
    expect(reply).toEqual({ status: 200, body: { msg: 'success' } });

    const row = await rows().enquiries.findBy({ email });
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject<Partial<EnquiryEntity>>({ formType, name: 'Jo Smith', phone: '905-555-0199', subject: form.subject, message: form.message });
    expect(row[0]?.clientIp).toMatch(visitorIpPattern);
    const id = only(row, 'enquiry').id;

    await s.mails().waitFor(before + 2);
    await new Promise((r) => setTimeout(r, 300)); // nothing more may arrive
    const mails = s.mails().messages.slice(before);
    expect(mails).toHaveLength(2);
    const notify = only(mails.filter((m) => m.messageId === `<enquiry-${id}-notify@mail.test>`), 'notification');
    const ack = only(mails.filter((m) => m.messageId === `<enquiry-${id}-ack@mail.test>`), 'acknowledgement');

    expect(addresses(notify.from)).toEqual([{ name: 'Halton Test', address: 'no-reply@mail.test' }]);
    expect(addresses(notify.to)).toEqual([{ name: 'Office Inbox', address: 'office@business.test' }]);
    expect(addresses(notify.replyTo)).toEqual([{ name: 'Jo Smith', address: email }]);
    expect(notify.subject).toBe(`New enquiry: ${form.subject} (${formType})`);
    for (const part of ['Jo Smith', email, '905-555-0199', form.subject, 'The boiler bangs when it starts.', `#${id}`]) {
      expect(notify.text).toContain(part);
      expect(notify.html).toContain(part.replace('&', '&amp;'));
    }

    expect(addresses(ack.from)).toEqual([{ name: 'Halton Test', address: 'no-reply@mail.test' }]);
    expect(addresses(ack.to)).toEqual([{ name: '', address: email }]);
    expect(addresses(ack.replyTo)).toEqual([{ name: defaultSiteSettings.businessName, address: defaultSiteSettings.email }]);
    expect(ack.subject).toBe(`We received your enquiry – ${defaultSiteSettings.businessName}`);
    expect(header(ack, 'auto-submitted')).toBe('auto-replied');
    for (const part of [`Your reference: #${id}`, defaultSiteSettings.phones.emergency, defaultSiteSettings.mailingAddress]) expect(ack.text).toContain(part);
    for (const typed of ['Jo Smith', 'Boiler noise', 'The boiler bangs', '905-555-0199']) expect(`${ack.subject}\n${ack.text}\n${ack.html}`).not.toContain(typed);

    await waitUntil(
      async () => {
        const r = await rows().enquiries.findOneByOrFail({ id });
        return r.notifyState === 'sent' && r.ackState === 'sent';
      },
      10_000,
      'delivery recorded',
    );
    const state = await rows().enquiries.findOneByOrFail({ id });
    expect(state).toMatchObject<Partial<EnquiryEntity>>({ notifyAttempts: 1, ackAttempts: 1, notifyError: null, ackError: null });
    expect(state.notifySentAt).toBeInstanceOf(Date);
  });

  it('newsletter: double opt-in mail, confirm by POST, one-click unsubscribe, all recorded', async () => {
    const before = s.mails().messages.length;
    const reply = await postJson(s.t, apiPaths.newsletter, { email: 'Reader@Example.NET', formType: 'Newsletter', sourcePage: '/blog' });
    expect(reply).toEqual({ status: 200, body: { msg: 'success' } });
    const sub = await rows().subscribers.findOneByOrFail({ email: 'reader@example.net' });
    expect(sub).toMatchObject<Partial<SubscriberEntity>>({ status: 'pending', consentVersion: newsletterConsent.version, sourcePage: '/blog' });
    expect(sub.consentIp).toMatch(visitorIpPattern);

    const mail = only((await s.mails().waitFor(before + 1)).slice(before), 'confirmation mail');
    expect(mail.subject).toBe(`Please confirm your subscription to ${defaultSiteSettings.businessName}`);
    expect(addresses(mail.to)).toEqual([{ name: '', address: 'reader@example.net' }]);
    const { confirmToken, unsubscribeToken } = linkTokens(mail);
    const confirmUrl = `http://localhost:8080/newsletter/confirm?token=${confirmToken}`;
    const unsubscribeUrl = `http://localhost:8080/newsletter/unsubscribe?token=${unsubscribeToken}`;
    expect(mail.text).toContain(confirmUrl);
    expect(mail.text).toContain(defaultSiteSettings.mailingAddress);
    expect(mail.html).toContain(defaultSiteSettings.mailingAddress);
    expect(mail.text).toContain(unsubscribeUrl);
    expect(rawHeader(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The link in the mail only shows a button: a scanner fetching it confirms nothing.
    // At rest only the tokens' SHA-256 hashes exist.
    const stored = await rows().tokens.findBy({ subscriberId: sub.id });
    expect(stored.map((x) => [x.purpose, x.tokenHash]).sort()).toEqual([
      ['confirm', sha256(confirmToken)],
      ['unsubscribe', sha256(unsubscribeToken)],
    ]);
    expect(JSON.stringify(await rows().subscribers.findOneByOrFail({ id: sub.id }))).not.toContain(confirmToken);

    const page = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=${confirmToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('method="post" action="/newsletter/confirm"');
    expect(html).toContain(defaultSiteSettings.businessName.replace('&', '&amp;'));
    expect((await rows().subscribers.findOneByOrFail({ id: sub.id })).status).toBe('pending');

    const confirmed = await fetch(`${s.t.baseUrl}/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      body: `token=${confirmToken}`,
    });
    expect(confirmed.status).toBe(200);
    const confirmedPage = await confirmed.text();
    expect(confirmedPage).toContain('You are subscribed');
    // The page's own unsubscribe link carries a fresh token that works as well.
    const pageToken = /unsubscribe\?token=([\w-]{43})/.exec(confirmedPage)?.[1];
    expect(pageToken).toBeDefined();
    expect((await fetch(`${s.t.baseUrl}/newsletter/unsubscribe?token=${pageToken}`)).status).toBe(200);
    const afterConfirm = await rows().subscribers.findOneByOrFail({ id: sub.id });
    expect(afterConfirm).toMatchObject<Partial<SubscriberEntity>>({ status: 'confirmed', confirmedIp: '203.0.113.9' });
    expect(afterConfirm.confirmedAt).toBeInstanceOf(Date);

    const again = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=${confirmToken}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Already confirmed');

    // RFC 8058 one-click: the mail client POSTs to the List-Unsubscribe URL.
    const oneClick = await fetch(`${s.t.baseUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const afterUnsub = await rows().subscribers.findOneByOrFail({ id: sub.id });
    expect(afterUnsub).toMatchObject<Partial<SubscriberEntity>>({ status: 'unsubscribed', unsubscribeMethod: 'one-click' });
    expect(afterUnsub.unsubscribedAt).toBeInstanceOf(Date);

    const used = await fetch(`${s.t.baseUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`);
    expect(await used.text()).toContain('Already unsubscribed');
    const oldConfirm = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=${confirmToken}`);
    expect(oldConfirm.status).toBe(410);
    await new Promise((r) => setTimeout(r, 300));
    expect(s.mails().messages.length).toBe(before + 1);
  });

  it('unsubscribe page: GET shows a button, the POST from it unsubscribes at once', async () => {
    await postJson(s.t, apiPaths.newsletter, { email: 'page-unsub@example.net', formType: 'Newsletter' });
    const sub = await rows().subscribers.findOneByOrFail({ email: 'page-unsub@example.net' });
    const { unsubscribeToken } = linkTokens(await mailTo('page-unsub@example.net'));
    const page = await fetch(`${s.t.baseUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('action="/newsletter/unsubscribe"');
    const done = await fetch(`${s.t.baseUrl}/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${unsubscribeToken}`,
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await rows().subscribers.findOneByOrFail({ id: sub.id })).toMatchObject<Partial<SubscriberEntity>>({
      status: 'unsubscribed',
      unsubscribeMethod: 'page',
    });
  });

  it('confirm page outcomes: unknown and expired tokens', async () => {
    const unknown = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Link not recognised');
    const malformed = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=%3Cscript%3E`);
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).not.toContain('<script>');
    const noToken = await fetch(`${s.t.baseUrl}/newsletter/unsubscribe`);
    expect(noToken.status).toBe(404);

    await postJson(s.t, apiPaths.newsletter, { email: 'late@example.net', formType: 'Newsletter' });
    const sub = await rows().subscribers.findOneByOrFail({ email: 'late@example.net' });
    const { confirmToken } = linkTokens(await mailTo('late@example.net'));
    await rows().tokens.update({ subscriberId: sub.id }, { createdAt: () => `now() - interval '8 days'` });
    const expired = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=${confirmToken}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');
    const post = await fetch(`${s.t.baseUrl}/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${confirmToken}`,
    });
    expect(post.status).toBe(410);
    expect((await rows().subscribers.findOneByOrFail({ id: sub.id })).status).toBe('pending');
  });

  it('signing up again does not mail the address again within a day, but does after it', async () => {
    const email = 'twice@example.net';
    await postJson(s.t, apiPaths.newsletter, { email, formType: 'Newsletter' });
    await waitUntil(() => s.mails().messages.some((m) => addresses(m.to)[0]?.address === email), 10_000, 'first confirmation');
    const count = () => s.mails().messages.filter((m) => addresses(m.to)[0]?.address === email).length;

    expect(await postJson(s.t, apiPaths.newsletter, { email: 'TWICE@example.net', formType: 'Newsletter' })).toMatchObject({ status: 200 });
    await new Promise((r) => setTimeout(r, 700));
    expect(count()).toBe(1);

    await rows().subscribers.update({ email }, { confirmRequestedAt: () => `now() - interval '25 hours'` });
    await postJson(s.t, apiPaths.newsletter, { email, formType: 'Newsletter' });
    await waitUntil(() => count() === 2, 10_000, 'second confirmation');
    expect((await rows().subscribers.findBy({ email })).map((x) => x.confirmRound)).toEqual([2]);
  });

  it('the same enquiry sent twice (a retry) is stored and mailed once', async () => {
    const ip = visitorIp();
    const form = contactForm(777);
    const first = await postJson(s.t, apiPaths.contactForm, form, { 'x-forwarded-for': ip });
    const second = await postJson(s.t, apiPaths.contactForm, form, { 'x-forwarded-for': ip });
    expect([first.body, second.body]).toEqual([{ msg: 'success' }, { msg: 'success' }]);
    const stored = await rows().enquiries.findBy({ email: 'visitor777@example.org' });
    expect(stored).toHaveLength(1);
    const id = only(stored, 'enquiry').id;
    await waitUntil(() => s.mails().messages.filter((m) => m.messageId?.startsWith(`<enquiry-${id}-`)).length >= 2, 10_000, 'mails');
    await new Promise((r) => setTimeout(r, 500));
    expect(s.mails().messages.filter((m) => m.messageId?.startsWith(`<enquiry-${id}-`))).toHaveLength(2);
  });
});
