import { apiPaths, bookingManagePaths, type BookingRefusal, type ManageBookingView, type SuccessData } from '@hvac/contracts';
import { BookingEntity, EnquiryStatusChangeEntity } from '@hvac/leads';
import type { ParsedMail } from 'mailparser';
import * as ical from 'node-ical';
import { DataSource } from 'typeorm';
import { call } from '../test-app';
import { leadRows } from '../leads/lead-rows';
import { contactForm, type LeadsStack, postJson, startMailingStack, waitUntil } from '../leads/leads-stack';
import { bookingRows, everyDayCalendar, openWindows, saveCalendar } from './booking-stack';

describe('booking confirmation, manage link and reminder', () => {
  let s: LeadsStack;

  const mailWithId = async (key: string): Promise<ParsedMail> => {
    const messageId = `<${key}@mail.test>`;
    await waitUntil(() => s.mails().messages.some((m) => m.messageId === messageId), 20_000, `the mail ${key}`);
    return s.mails().messages.find((m) => m.messageId === messageId) as ParsedMail;
  };
  const tokenIn = (mail: ParsedMail): string => {
    const token = /\/book\/manage\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    if (!token) throw new Error('no manage link in the mail');
    return token;
  };
  const eventsIn = (mail: ParsedMail) => {
    const ics = mail.attachments.find((a) => a.filename === 'booking.ics');
    if (!ics) throw new Error('no .ics attached');
    return Object.values(ical.sync.parseICS(ics.content.toString('utf8'))).filter((e): e is ical.VEvent => e?.type === 'VEVENT');
  };
  // Windows from the third day on: the reminder (the day before, 17:00) and the 24 h cut-off are ahead.
  const laterWindows = async () => (await openWindows(s.t)).slice(3).flatMap((d) => d.windows);
  const book = async (n: number) => {
    const [window] = await laterWindows();
    if (!window) throw new Error('no window');
    const form = contactForm(n, { email: `booker${n}@example.org`, windowId: window.id, phone: '905-555-0100', postalCode: 'L9T 1P7', situation: 'other' });
    expect(await postJson(s.t, apiPaths.contactForm, form)).toEqual({ status: 200, body: { msg: 'success' } });
    const enquiry = await leadRows(s.t).enquiries.findOneByOrFail({ email: form.email });
    return { window, enquiry, booking: await bookingRows(s.t).findOneByOrFail({ enquiryId: enquiry.id }) };
  };
  const reminderJob = (bookingId: number, version: number) => s.queue.getJob(`booking:${bookingId}:reminder-v${version}`);

  beforeAll(async () => {
    s = await startMailingStack();
    await saveCalendar(s.t, { ...everyDayCalendar, reminderTime: '17:00', manageCutoffHours: 24 });
  }, 90_000);
  afterAll(() => s?.close());

  it('confirms at once with a parsable .ics in Toronto time and a manage link; the business hears "Booked"', async () => {
    const { window, enquiry, booking } = await book(1);
    const confirmation = await mailWithId(`booking-${booking.id}-confirmation-v1`);
    expect(confirmation.to).toMatchObject({ text: 'booker1@example.org' });
    expect(confirmation.subject).toMatch(/^Booked: [A-Z][a-z]+day, /);
    const [event] = eventsIn(confirmation);
    expect(event?.start.toISOString()).toBe(window.startsAt);
    expect(event?.end?.toISOString()).toBe(window.endsAt);
    expect(event?.start.tz).toBe('America/Toronto');
    tokenIn(confirmation);
    const notification = await mailWithId(`enquiry-${enquiry.id}-notify`);
    expect(notification.subject).toMatch(/^Booked [A-Z][a-z]+day, .*8:00 AM – 12:00 PM: /);
  });

  it('puts the reminder on the queue as a delayed job for the day before at the owner\'s time, and it fires when promoted', async () => {
    const { booking } = await book(2);
    const job = await reminderJob(booking.id, 1);
    expect(await job?.getState()).toBe('delayed');
    const dayBefore = new Date(new Date(`${booking.day}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    const due = (job?.timestamp ?? 0) + (job?.opts.delay ?? 0);
    // 17:00 in Toronto is 21:00 or 22:00 UTC.
    expect(new Date(due).toISOString()).toMatch(new RegExp(`^${dayBefore}T2[12]:00:00`));
    await job?.promote();
    const reminder = await mailWithId(`booking-${booking.id}-reminder-v1`);
    expect(reminder.subject).toMatch(/^Reminder: we come tomorrow/);
  });

  it('reschedules through the link: the place moves, the old reminder goes, a new confirmation and link come, the old link is spent', async () => {
    const { booking, enquiry } = await book(3);
    const token = tokenIn(await mailWithId(`booking-${booking.id}-confirmation-v1`));
    const view = await call<SuccessData<ManageBookingView>>(s.t, 'GET', bookingManagePaths.view(token), { token: null });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ canChange: true, reason: null, booking: { reference: enquiry.id, status: 'booked' } });
    const target = view.body.data.openWindows.slice(3).flatMap((d) => d.windows).find((w) => w.id !== `${booking.day}T${booking.startTime}` && w.start === '12:00');
    if (!target) throw new Error('no window to move to');

    const moved = await call(s.t, 'POST', bookingManagePaths.reschedule(token), { token: null, body: { windowId: target.id } });
    expect(moved.status).toBe(200);
    expect(await bookingRows(s.t).findOneByOrFail({ id: booking.id })).toMatchObject({ day: target.date, startTime: '12:00', version: 2, status: 'booked' });
    expect(await reminderJob(booking.id, 1)).toBeUndefined();
    expect(await (await reminderJob(booking.id, 2))?.getState()).toBe('delayed');
    const second = await mailWithId(`booking-${booking.id}-confirmation-v2`);
    expect(eventsIn(second)[0]?.start.toISOString()).toBe(target.startsAt);

    const again = await call(s.t, 'POST', bookingManagePaths.reschedule(token), { token: null, body: { windowId: target.id } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: expect.stringMatching(/already used/) });
    expect(tokenIn(second)).not.toBe(token);
  });

  it('a reminder made for an earlier version is never sent, even if its job escaped removal', async () => {
    const { booking } = await book(4);
    const token = tokenIn(await mailWithId(`booking-${booking.id}-confirmation-v1`));
    const stale = await reminderJob(booking.id, 1);
    const staleData = stale?.data;
    expect(staleData).toBeDefined();
    expect((await call(s.t, 'POST', bookingManagePaths.cancel(token), { token: null })).status).toBe(200);
    expect(await reminderJob(booking.id, 1)).toBeUndefined();
    // The job put back by hand (as if a removal had failed) and run now: the worker checks the booking.
    const replay = await s.queue.add('booking-mail', staleData, { jobId: `booking:${booking.id}:reminder-v1` });
    await waitUntil(async () => (await replay.getState()) === 'completed', 15_000, 'the stale reminder to be handled');
    expect((await s.queue.getJob(replay.id as string))?.returnvalue).toBe('skipped');
    await mailWithId(`booking-${booking.id}-cancelled-v2`);
    expect(s.mails().messages.some((m) => m.messageId === `<booking-${booking.id}-reminder-v1@mail.test>`)).toBe(false);
  });

  it('a cancellation frees the place and records the enquiry as cancelled by the customer', async () => {
    const { booking, enquiry, window } = await book(5);
    const remaining = (await openWindows(s.t)).flatMap((d) => d.windows).find((w) => w.id === window.id)?.remaining ?? 0;
    const token = tokenIn(await mailWithId(`booking-${booking.id}-confirmation-v1`));
    const cancelled = await call(s.t, 'POST', bookingManagePaths.cancel(token), { token: null });
    expect(cancelled).toMatchObject({ status: 200, body: { data: { status: 'cancelled' } } });
    expect((await openWindows(s.t)).flatMap((d) => d.windows).find((w) => w.id === window.id)?.remaining).toBe(remaining + 1);
    expect((await leadRows(s.t).enquiries.findOneByOrFail({ id: enquiry.id })).status).toBe('cancelled');
    const history = await s.t.app.get(DataSource).getRepository(EnquiryStatusChangeEntity).findBy({ enquiryId: enquiry.id });
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy.name, h.changedBy.email])).toEqual([['booked', 'cancelled', 'Customer (manage link)', enquiry.email]]);
    const view = await call<SuccessData<ManageBookingView>>(s.t, 'GET', bookingManagePaths.view(token), { token: null });
    expect(view.body.data).toMatchObject({ canChange: false, reason: expect.stringMatching(/already used/) });
  });

  it('refuses a move into a full window with the next open windows, and keeps the booking', async () => {
    const { booking } = await book(6);
    const token = tokenIn(await mailWithId(`booking-${booking.id}-confirmation-v1`));
    const full = (await laterWindows()).find((w) => w.start === '12:00' && w.date !== booking.day);
    if (!full) throw new Error('no window');
    for (let i = 0; i < full.remaining; i++) {
      await postJson(s.t, apiPaths.contactForm, contactForm(600 + i, { email: `filler${i}@example.org`, windowId: full.id }));
    }
    const reply = await call(s.t, 'POST', bookingManagePaths.reschedule(token), { token: null, body: { windowId: full.id } });
    expect(reply.status).toBe(409);
    expect((reply.body as BookingRefusal).openWindows.length).toBeGreaterThan(0);
    expect(await bookingRows(s.t).findOneByOrFail({ id: booking.id })).toMatchObject({ version: 1, day: booking.day, startTime: booking.startTime });
    // The link was not spent by the refusal.
    expect((await call<SuccessData<ManageBookingView>>(s.t, 'GET', bookingManagePaths.view(token), { token: null })).body.data.canChange).toBe(true);
  });

  it('refuses changes after the owner\'s cut-off, and unknown links', async () => {
    const { booking } = await book(7);
    const token = tokenIn(await mailWithId(`booking-${booking.id}-confirmation-v1`));
    await saveCalendar(s.t, { ...everyDayCalendar, manageCutoffHours: 168 });
    try {
      const reply = await call(s.t, 'POST', bookingManagePaths.cancel(token), { token: null });
      expect(reply).toMatchObject({ status: 409, body: { message: expect.stringMatching(/until 168 hours before the window starts\. Please call us/) } });
      expect((await bookingRows(s.t).findOneByOrFail({ id: booking.id })).status).toBe('booked');
    } finally {
      await saveCalendar(s.t, { ...everyDayCalendar, reminderTime: '17:00', manageCutoffHours: 24 });
    }
    expect((await call(s.t, 'GET', bookingManagePaths.view('x'.repeat(43)), { token: null })).status).toBe(404);
    expect((await call(s.t, 'POST', bookingManagePaths.cancel('short'), { token: null })).status).toBe(404);
    expect(await s.t.app.get(DataSource).getRepository(BookingEntity).countBy({ id: booking.id, status: 'booked' })).toBe(1);
  });
});
