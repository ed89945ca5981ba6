import { apiPaths, type Enquiry, type Page, type SuccessData } from '@hvac/contracts';
import type { EnquiryEntity } from '@hvac/leads';
import { call } from '../test-app';
import { leadRows } from './lead-rows';
import { contactForm, type LeadsStack, postJson, startMailingStack, waitUntil } from './leads-stack';

describe('what is happening, and the appointment details', () => {
  let s: LeadsStack;
  const rows = () => leadRows(s.t);
  const notificationOf = async (id: number) => {
    const messageId = `<enquiry-${id}-notify@mail.test>`;
    await waitUntil(() => s.mails().messages.some((m) => m.messageId === messageId), 15_000, `the notification of enquiry ${id}`);
    const mail = s.mails().messages.find((m) => m.messageId === messageId);
    if (!mail) throw new Error(`no notification of enquiry ${id}`);
    return mail;
  };

  beforeAll(async () => {
    s = await startMailingStack();
  }, 90_000);
  afterAll(() => s?.close());

  it.each([
    ['an unknown situation', { situation: 'flood' }, /situation must be one of: no-heat, no-cooling, gas-smell, other/],
    ['an unknown time window', { timeWindow: 'midnight' }, /timeWindow must be one of: any, morning, afternoon, evening/],
    ['a postal code that is not Canadian', { postalCode: '90210' }, /postalCode must be a Canadian postal code/],
    ['a postal code that is not text', { postalCode: 123 }, /postalCode must be text/],
  ])('refuses %s with a 400 naming the field', async (_name, extra, message) => {
    const reply = await postJson(s.t, apiPaths.contactForm, contactForm(1, extra));
    expect(reply).toEqual({ status: 400, body: { msg: 'fail', message: expect.stringMatching(message) } });
  });

  it('a gas smell is stored as urgent and flagged first in the business notification', async () => {
    const form = contactForm(2, { formType: 'Get in Touch Form', situation: 'gas-smell' });
    expect((await postJson(s.t, apiPaths.contactForm, form)).body).toEqual({ msg: 'success' });
    const row = await rows().enquiries.findOneByOrFail({ email: form.email });
    expect(row).toMatchObject<Partial<EnquiryEntity>>({ situation: 'gas-smell', urgent: true, timeWindow: null, postalCode: null, outsideServiceArea: false });

    const mail = await notificationOf(row.id);
    expect(mail.subject).toBe(`URGENT – gas smell – ${form.subject} (Get in Touch Form)`);
    expect(mail.text?.startsWith('URGENT – Gas smell: call the visitor back first.')).toBe(true);
    expect(mail.headerLines.find((h) => h.key === 'importance')?.line).toMatch(/^importance: high$/i);
  });

  it.each([
    ['no-heat', true],
    ['no-cooling', true],
    ['other', false],
  ] as const)('situation %s is urgent: %s', async (situation, urgent) => {
    const form = contactForm(3, { email: `${situation}@example.org`, situation });
    await postJson(s.t, apiPaths.contactForm, form);
    expect(await rows().enquiries.findOneByOrFail({ email: form.email })).toMatchObject({ situation, urgent });
  });

  it('an appointment inside the service areas keeps its time window and the postal code as Canada Post prints it', async () => {
    const form = contactForm(4, { phone: '905-555-0100', timeWindow: 'morning', postalCode: ' l9t1p7 ' });
    expect((await postJson(s.t, apiPaths.contactForm, form)).body).toEqual({ msg: 'success' });
    expect(await rows().enquiries.findOneByOrFail({ email: form.email })).toMatchObject({ timeWindow: 'morning', postalCode: 'L9T 1P7', outsideServiceArea: false, urgent: false });
  });

  it('an appointment outside the service areas is still stored, flagged, and shown so in the admin list and the notification', async () => {
    const form = contactForm(5, { phone: '613-555-0100', timeWindow: 'evening', postalCode: 'K1A 0B1', situation: 'no-heat' });
    expect((await postJson(s.t, apiPaths.contactForm, form)).body).toEqual({ msg: 'success' });
    const row = await rows().enquiries.findOneByOrFail({ email: form.email });
    expect(row).toMatchObject({ postalCode: 'K1A 0B1', outsideServiceArea: true });

    const list = await call<SuccessData<Page<Enquiry>>>(s.t, 'GET', `${apiPaths.adminEnquiries}?limit=100`);
    expect(list.body.data.items.find((e) => e.id === row.id)).toMatchObject<Partial<Enquiry>>({
      situation: 'no-heat',
      urgent: true,
      timeWindow: 'evening',
      postalCode: 'K1A 0B1',
      outsideServiceArea: true,
    });
    const mail = await notificationOf(row.id);
    expect(mail.subject).toMatch(/^URGENT – no heat – /);
    expect(mail.text).toContain('Postal code: K1A 0B1 (outside our service areas: confirm whether we can come)');
    expect(mail.text).toContain('Preferred time: Evening (5 PM to 8 PM)');
  });

  it('an API client that sends none of the new fields is served as before', async () => {
    const form = contactForm(6);
    expect((await postJson(s.t, apiPaths.contactForm, form)).body).toEqual({ msg: 'success' });
    expect(await rows().enquiries.findOneByOrFail({ email: form.email })).toMatchObject({ situation: null, urgent: false, timeWindow: null, postalCode: null, outsideServiceArea: false });
    expect((await notificationOf((await rows().enquiries.findOneByOrFail({ email: form.email })).id)).subject).toBe(`New enquiry: ${form.subject} (Contact Page Form)`);
  });
});
