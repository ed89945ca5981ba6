import { apiPaths, type Enquiry, type Page, type SuccessData } from '@hvac/contracts';
import { AcknowledgedAddressEntity, type EnquiryEntity } from '@hvac/leads';
import type { ParsedMail } from 'mailparser';
import { call } from '../test-app';
import { leadRows } from './lead-rows';
import { contactForm, type LeadsStack, postJson, startMailingStack, waitUntil } from './leads-stack';

// Everything a mail client could show of a message: its header lines and both bodies.
const wholeMail = (m: ParsedMail) => [...m.headerLines.map((h) => h.line), m.text ?? '', typeof m.html === 'string' ? m.html : ''].join('\n');
const settle = () => new Promise((r) => setTimeout(r, 700));

describe('receipts that repeat nothing, one a day per address; bots stored as spam and never mailed', () => {
  let s: LeadsStack;
  const rows = () => leadRows(s.t);
  const mailsFor = (id: number) => s.mails().messages.filter((m) => m.messageId?.startsWith(`<enquiry-${id}-`));
  const stored = async (email: string) => rows().enquiries.find({ where: { email }, order: { id: 'ASC' } });
  const delivered = (id: number, states: Partial<Pick<EnquiryEntity, 'notifyState' | 'ackState'>>) =>
    waitUntil(
      async () => {
        const row = await rows().enquiries.findOneByOrFail({ id });
        return Object.entries(states).every(([key, state]) => row[key as keyof typeof states] === state);
      },
      10_000,
      `enquiry ${id} ${JSON.stringify(states)}`,
    );

  beforeAll(async () => {
    s = await startMailingStack();
  }, 90_000);
  afterAll(() => s?.close());

  it('the receipt carries none of the fields the visitor typed', async () => {
    const typed = { name: 'Zqxname Marker', subject: 'Zqxsubject buy pills', message: 'Zqxmessage visit http://spam.example now', phone: '905-555-0177' };
    const reply = await postJson(s.t, apiPaths.contactForm, { ...contactForm(1), email: 'relay-target@example.org', ...typed });
    expect(reply.body).toEqual({ msg: 'success' });
    const [enquiry] = await stored('relay-target@example.org');
    if (!enquiry) throw new Error('enquiry not stored');
    await delivered(enquiry.id, { notifyState: 'sent', ackState: 'sent' });
    const ack = mailsFor(enquiry.id).find((m) => m.messageId === `<enquiry-${enquiry.id}-ack@mail.test>`);
    if (!ack) throw new Error('no acknowledgement');
    const raw = wholeMail(ack);
    for (const value of ['Zqxname', 'Marker', 'Zqxsubject', 'pills', 'Zqxmessage', 'spam.example', '905-555-0177', '9055550177']) expect(raw).not.toContain(value);
    expect(ack.text).toContain(`Your reference: #${enquiry.id}`);
    // The business still gets all of it.
    const notify = mailsFor(enquiry.id).find((m) => m.messageId === `<enquiry-${enquiry.id}-notify@mail.test>`);
    for (const value of Object.values(typed)) expect(notify?.text).toContain(value);
  });

  it('a second enquiry from the same address within a day is stored and notified, but gets no second receipt', async () => {
    await postJson(s.t, apiPaths.contactForm, contactForm(2, { email: 'twice@example.org' }));
    await postJson(s.t, apiPaths.contactForm, contactForm(3, { email: 'Twice+again@Example.org' }));
    const [first, second] = [...(await stored('twice@example.org')), ...(await stored('Twice+again@Example.org'))];
    if (!first || !second) throw new Error('both enquiries must be stored');
    await delivered(first.id, { notifyState: 'sent', ackState: 'sent' });
    await delivered(second.id, { notifyState: 'sent' });
    await settle();
    expect(mailsFor(second.id).map((m) => m.messageId)).toEqual([`<enquiry-${second.id}-notify@mail.test>`]);

    const list = await call<SuccessData<Page<Enquiry>>>(s.t, 'GET', `${apiPaths.adminEnquiries}?limit=5`);
    const listed = list.body.data.items.find((e) => e.id === second.id);
    expect(listed?.ack).toEqual({
      state: 'skipped',
      attempts: 0,
      lastError: null,
      sentAt: null,
      skippedReason: `This address got a receipt less than 24 hours earlier (enquiry #${first.id})`,
    });

    // A day later the address gets a receipt again.
    await rows().enquiries.manager.update(AcknowledgedAddressEntity, { address: 'twice@example.org' }, { claimedAt: () => `now() - interval '25 hours'` });
    await postJson(s.t, apiPaths.contactForm, contactForm(4, { email: 'twice@example.org' }));
    const third = (await stored('twice@example.org'))[1];
    if (!third) throw new Error('third enquiry not stored');
    await delivered(third.id, { notifyState: 'sent', ackState: 'sent' });
  });

  it('enquiries from one address at the same moment get one receipt between them', async () => {
    const email = 'burst@example.org';
    const replies = await Promise.all([5, 6, 7, 8, 9].map((n) => postJson(s.t, apiPaths.contactForm, contactForm(n, { email }))));
    expect(replies.map((r) => r.body)).toEqual(Array(5).fill({ msg: 'success' }));
    const enquiries = await stored(email);
    expect(enquiries).toHaveLength(5);
    for (const e of enquiries) await delivered(e.id, { notifyState: 'sent' });
    await waitUntil(async () => (await stored(email)).every((e) => e.ackState !== 'queued'), 10_000, 'every receipt decided');
    await settle();
    const after = await stored(email);
    expect(after.filter((e) => e.ackState === 'sent')).toHaveLength(1);
    expect(after.filter((e) => e.ackState === 'skipped')).toHaveLength(4);
    const ackMails = after.flatMap((e) => mailsFor(e.id).filter((m) => m.messageId === `<enquiry-${e.id}-ack@mail.test>`));
    expect(ackMails).toHaveLength(1);
    expect(after.flatMap((e) => mailsFor(e.id))).toHaveLength(6);
  });

  it.each([
    ['a filled honeypot', () => ({ website: 'http://spam.example' }), 'Marked as spam: the hidden field was filled'],
    ['a reply 1 s after the form was shown', () => ({ startedAt: Date.now() - 1000 }), /^Marked as spam: sent 1\.\d s after the form was shown$/],
    ['a start time an hour in the future', () => ({ startedAt: Date.now() + 3_600_000 }), 'Marked as spam: the form start time lies in the future'],
  ])('%s: stored as spam, success in reply, no mail at all', async (what, signals, reason) => {
    const email = `bot-${what.replace(/\W+/g, '-')}@example.org`;
    const before = s.mails().messages.length;
    const reply = await postJson(s.t, apiPaths.contactForm, contactForm(10, { email, ...signals() }));
    expect(reply).toEqual({ status: 200, body: { msg: 'success' } });
    const [row] = await stored(email);
    expect(row).toMatchObject({ status: 'spam', notifyState: 'skipped', ackState: 'skipped' });
    expect(row?.notifyError).toEqual(typeof reason === 'string' ? reason : expect.stringMatching(reason));
    await settle();
    expect(s.mails().messages.length).toBe(before);
  });

  it('a form filled at a person\'s pace is a normal enquiry', async () => {
    const reply = await postJson(s.t, apiPaths.contactForm, contactForm(11, { email: 'person@example.org', website: '', startedAt: Date.now() - 20_000 }));
    expect(reply.body).toEqual({ msg: 'success' });
    const [row] = await stored('person@example.org');
    expect(row?.status).toBe('new');
    if (row) await delivered(row.id, { notifyState: 'sent', ackState: 'sent' });
  });

  it('refuses a startedAt that is not a time', async () => {
    const reply = await postJson(s.t, apiPaths.contactForm, contactForm(12, { startedAt: 'soon' }));
    expect(reply).toMatchObject({ status: 400, body: { msg: 'fail', message: expect.stringContaining('startedAt must be a time in milliseconds since the epoch') } });
  });

  it('the admin list marks spam and filters it in, out or alone', async () => {
    const list = async (spam?: string) =>
      (await call<SuccessData<Page<Enquiry>>>(s.t, 'GET', `${apiPaths.adminEnquiries}?limit=100${spam ? `&spam=${spam}` : ''}`)).body.data;
    const all = await list();
    const spam = await list('only');
    const clean = await list('exclude');
    expect(spam.items.length).toBeGreaterThanOrEqual(3);
    expect(spam.items.every((e) => e.status === 'spam' && e.notify.state === 'skipped')).toBe(true);
    expect(clean.items.every((e) => e.status === 'new')).toBe(true);
    expect(clean.total + spam.total).toBe(all.total);
    expect((await list('include')).total).toBe(all.total);
    const bad = await call<{ message: string }>(s.t, 'GET', `${apiPaths.adminEnquiries}?spam=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/spam must be one of: include, exclude, only/);
  });

  it('a bot\'s newsletter sign-up is kept as spam and mailed nothing; the person signing up later is mailed', async () => {
    const email = 'newsletter-victim@example.net';
    const before = s.mails().messages.length;
    for (const signals of [{ website: 'x' }, { startedAt: Date.now() - 500 }]) {
      expect(await postJson(s.t, apiPaths.newsletter, { email, formType: 'Newsletter', ...signals })).toEqual({ status: 200, body: { msg: 'success' } });
    }
    const spam = await rows().subscribers.findOneByOrFail({ email });
    expect(spam).toMatchObject({ status: 'spam', confirmMailState: 'skipped', confirmMailError: 'Marked as spam: the hidden field was filled' });
    await settle();
    expect(s.mails().messages.length).toBe(before);

    await postJson(s.t, apiPaths.newsletter, { email, formType: 'Newsletter', startedAt: Date.now() - 30_000 });
    await s.mails().waitFor(before + 1);
    expect(await rows().subscribers.findOneByOrFail({ email })).toMatchObject({ status: 'pending', confirmRound: 2 });

    // A bot's later sign-up leaves the person's row alone.
    await postJson(s.t, apiPaths.newsletter, { email, formType: 'Newsletter', website: 'x' });
    expect((await rows().subscribers.findOneByOrFail({ email })).status).toBe('pending');
  });
});
