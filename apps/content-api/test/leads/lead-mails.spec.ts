import { apiPaths, contactFormTypes, newsletterConsent } from '@hvac/contracts';
import { business, formatPostalAddress } from '@hvac/site';
import type { AddressObject, ParsedMail } from 'mailparser';
import { contactForm, type LeadsStack, postJson, startLeadsStack, visitorIpPattern, visitorIp, waitUntil } from './leads-stack';

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => ({ name: v.name, address: v.address })));
const header = (mail: ParsedMail, name: string) => mail.headers.get(name);
const only = <T>(items: T[], what: string): T => {
  if (items.length !== 1 || items[0] === undefined) throw new Error(`expected exactly one ${what}, got ${items.length}`);
  return items[0];
};
// The raw header line, as a mail client reads it.
const rawHeader = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, ' ');

describe('lead mails through the real worker and SMTP', () => {
  let s: LeadsStack;

  beforeAll(async () => {
    s = await startLeadsStack();
    await s.startSink();
    await s.startWorker();
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

    const row = (await s.db.query(`SELECT * FROM content.enquiries WHERE email = $1`, [email])).rows;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ form_type: formType, name: 'Jo Smith', phone: '905-555-0199', subject: form.subject, message: form.message });
    expect(row[0].client_ip).toMatch(visitorIpPattern);
    const id = row[0].id as number;

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
    expect(addresses(ack.to)).toEqual([{ name: 'Jo Smith', address: email }]);
    expect(addresses(ack.replyTo)).toEqual([{ name: business.name, address: business.email }]);
    expect(ack.subject).toBe(`We received your message – ${business.name}`);
    expect(header(ack, 'auto-submitted')).toBe('auto-replied');
    for (const part of ['Hi Jo Smith', 'Can someone look at it this week?', business.phones.emergency.display, formatPostalAddress()]) {
      expect(ack.text).toContain(part);
    }

    await waitUntil(
      async () => {
        const r = (await s.db.query(`SELECT notify_state, ack_state FROM content.enquiries WHERE id = $1`, [id])).rows[0];
        return r.notify_state === 'sent' && r.ack_state === 'sent';
      },
      10_000,
      'delivery recorded',
    );
    const state = (await s.db.query(`SELECT * FROM content.enquiries WHERE id = $1`, [id])).rows[0];
    expect(state).toMatchObject({ notify_attempts: 1, ack_attempts: 1, notify_error: null, ack_error: null });
    expect(state.notify_sent_at).toBeInstanceOf(Date);
  });

  it('newsletter: double opt-in mail, confirm by POST, one-click unsubscribe, all recorded', async () => {
    const before = s.mails().messages.length;
    const reply = await postJson(s.t, apiPaths.newsletter, { email: 'Reader@Example.NET', formType: 'Newsletter', sourcePage: '/blog' });
    expect(reply).toEqual({ status: 200, body: { msg: 'success' } });
    const sub = (await s.db.query(`SELECT * FROM content.subscribers WHERE email = 'reader@example.net'`)).rows[0];
    expect(sub).toMatchObject({ status: 'pending', consent_version: newsletterConsent.version, source_page: '/blog' });
    expect(sub.consent_ip).toMatch(visitorIpPattern);

    const mail = only((await s.mails().waitFor(before + 1)).slice(before), 'confirmation mail');
    expect(mail.subject).toBe(`Please confirm your subscription to ${business.name}`);
    expect(addresses(mail.to)).toEqual([{ name: '', address: 'reader@example.net' }]);
    const confirmUrl = `http://localhost:8080/newsletter/confirm?token=${sub.confirm_token}`;
    const unsubscribeUrl = `http://localhost:8080/newsletter/unsubscribe?token=${sub.unsubscribe_token}`;
    expect(mail.text).toContain(confirmUrl);
    expect(mail.text).toContain(formatPostalAddress());
    expect(mail.html).toContain(formatPostalAddress());
    expect(mail.text).toContain(unsubscribeUrl);
    expect(rawHeader(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The link in the mail only shows a button: a scanner fetching it confirms nothing.
    const page = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=${sub.confirm_token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('method="post" action="/newsletter/confirm"');
    expect(html).toContain(business.name.replace('&', '&amp;'));
    expect((await s.db.query(`SELECT status FROM content.subscribers WHERE id = $1`, [sub.id])).rows[0].status).toBe('pending');

    const confirmed = await fetch(`${s.t.baseUrl}/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      body: `token=${sub.confirm_token}`,
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You are subscribed');
    const afterConfirm = (await s.db.query(`SELECT * FROM content.subscribers WHERE id = $1`, [sub.id])).rows[0];
    expect(afterConfirm).toMatchObject({ status: 'confirmed', confirmed_ip: '203.0.113.9' });
    expect(afterConfirm.confirmed_at).toBeInstanceOf(Date);

    const again = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=${sub.confirm_token}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Already confirmed');

    // RFC 8058 one-click: the mail client POSTs to the List-Unsubscribe URL.
    const oneClick = await fetch(`${s.t.baseUrl}/newsletter/unsubscribe?token=${sub.unsubscribe_token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const afterUnsub = (await s.db.query(`SELECT * FROM content.subscribers WHERE id = $1`, [sub.id])).rows[0];
    expect(afterUnsub).toMatchObject({ status: 'unsubscribed', unsubscribe_method: 'one-click' });
    expect(afterUnsub.unsubscribed_at).toBeInstanceOf(Date);

    const used = await fetch(`${s.t.baseUrl}/newsletter/unsubscribe?token=${sub.unsubscribe_token}`);
    expect(await used.text()).toContain('Already unsubscribed');
    const oldConfirm = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=${sub.confirm_token}`);
    expect(oldConfirm.status).toBe(410);
    await new Promise((r) => setTimeout(r, 300));
    expect(s.mails().messages.length).toBe(before + 1);
  });

  it('unsubscribe page: GET shows a button, the POST from it unsubscribes at once', async () => {
    await postJson(s.t, apiPaths.newsletter, { email: 'page-unsub@example.net', formType: 'Newsletter' });
    const sub = (await s.db.query(`SELECT * FROM content.subscribers WHERE email = 'page-unsub@example.net'`)).rows[0];
    const page = await fetch(`${s.t.baseUrl}/newsletter/unsubscribe?token=${sub.unsubscribe_token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('action="/newsletter/unsubscribe"');
    const done = await fetch(`${s.t.baseUrl}/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${sub.unsubscribe_token}`,
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect((await s.db.query(`SELECT status, unsubscribe_method FROM content.subscribers WHERE id = $1`, [sub.id])).rows[0]).toEqual({
      status: 'unsubscribed',
      unsubscribe_method: 'page',
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
    const sub = (await s.db.query(`SELECT * FROM content.subscribers WHERE email = 'late@example.net'`)).rows[0];
    await s.db.query(`UPDATE content.subscribers SET confirm_requested_at = now() - interval '8 days' WHERE id = $1`, [sub.id]);
    const expired = await fetch(`${s.t.baseUrl}/newsletter/confirm?token=${sub.confirm_token}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');
    const post = await fetch(`${s.t.baseUrl}/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${sub.confirm_token}`,
    });
    expect(post.status).toBe(410);
    expect((await s.db.query(`SELECT status FROM content.subscribers WHERE id = $1`, [sub.id])).rows[0].status).toBe('pending');
  });

  it('signing up again does not mail the address again within a day, but does after it', async () => {
    const email = 'twice@example.net';
    await postJson(s.t, apiPaths.newsletter, { email, formType: 'Newsletter' });
    await waitUntil(() => s.mails().messages.some((m) => addresses(m.to)[0]?.address === email), 10_000, 'first confirmation');
    const count = () => s.mails().messages.filter((m) => addresses(m.to)[0]?.address === email).length;

    expect(await postJson(s.t, apiPaths.newsletter, { email: 'TWICE@example.net', formType: 'Newsletter' })).toMatchObject({ status: 200 });
    await new Promise((r) => setTimeout(r, 700));
    expect(count()).toBe(1);

    await s.db.query(`UPDATE content.subscribers SET confirm_requested_at = now() - interval '25 hours' WHERE email = $1`, [email]);
    await postJson(s.t, apiPaths.newsletter, { email, formType: 'Newsletter' });
    await waitUntil(() => count() === 2, 10_000, 'second confirmation');
    const rows = (await s.db.query(`SELECT confirm_round FROM content.subscribers WHERE email = $1`, [email])).rows;
    expect(rows).toEqual([{ confirm_round: 2 }]);
  });

  it('a filled honeypot gets the normal success and nothing is stored or mailed', async () => {
    const before = s.mails().messages.length;
    const contact = await postJson(s.t, apiPaths.contactForm, contactForm(9001, { website: 'http://spam.example' }));
    const news = await postJson(s.t, apiPaths.newsletter, { email: 'bot@example.net', formType: 'Newsletter', website: 'x' });
    expect(contact).toEqual({ status: 200, body: { msg: 'success' } });
    expect(news).toEqual({ status: 200, body: { msg: 'success' } });
    expect((await s.db.query(`SELECT count(*)::int AS n FROM content.enquiries WHERE email = 'visitor9001@example.org'`)).rows[0].n).toBe(0);
    expect((await s.db.query(`SELECT count(*)::int AS n FROM content.subscribers WHERE email = 'bot@example.net'`)).rows[0].n).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(s.mails().messages.length).toBe(before);
  });

  it('the same enquiry sent twice (a retry) is stored and mailed once', async () => {
    const ip = visitorIp();
    const form = contactForm(777);
    const first = await postJson(s.t, apiPaths.contactForm, form, { 'x-forwarded-for': ip });
    const second = await postJson(s.t, apiPaths.contactForm, form, { 'x-forwarded-for': ip });
    expect([first.body, second.body]).toEqual([{ msg: 'success' }, { msg: 'success' }]);
    const rows = (await s.db.query(`SELECT id FROM content.enquiries WHERE email = 'visitor777@example.org'`)).rows;
    expect(rows).toHaveLength(1);
    await waitUntil(() => s.mails().messages.filter((m) => m.messageId?.startsWith(`<enquiry-${rows[0].id}-`)).length >= 2, 10_000, 'mails');
    await new Promise((r) => setTimeout(r, 500));
    expect(s.mails().messages.filter((m) => m.messageId?.startsWith(`<enquiry-${rows[0].id}-`))).toHaveLength(2);
  });
});
