import { adminBookingPaths, apiPaths, type ScheduleDay, type SuccessData } from '@hvac/contracts';
import { EnquiryStatusChangeEntity } from '@hvac/leads';
import { DataSource } from 'typeorm';
import { call } from '../test-app';
import { leadRows } from '../leads/lead-rows';
import { contactForm, type LeadsStack, postJson, startLeadsStack } from '../leads/leads-stack';
import { bookingRows, openWindows, saveCalendar } from './booking-stack';

describe('the staff schedule', () => {
  let s: LeadsStack;
  const scheduleOf = async (from: string, days = 1) => (await call<SuccessData<ScheduleDay[]>>(s.t, 'GET', `${adminBookingPaths.schedule}?from=${from}&days=${days}`)).body.data;
  const book = async (n: number, windowId: string) => {
    expect((await postJson(s.t, apiPaths.contactForm, contactForm(n, { email: `staff${n}@example.org`, windowId, phone: '905-555-0100', postalCode: 'L9T 1P7' }))).status).toBe(200);
    const enquiry = await leadRows(s.t).enquiries.findOneByOrFail({ email: `staff${n}@example.org` });
    return { enquiry, booking: await bookingRows(s.t).findOneByOrFail({ enquiryId: enquiry.id }) };
  };
  const historyOf = (enquiryId: number) => s.t.app.get(DataSource).getRepository(EnquiryStatusChangeEntity).findBy({ enquiryId });

  beforeAll(async () => {
    s = await startLeadsStack();
    await saveCalendar(s.t);
  }, 90_000);
  afterAll(() => s?.close());

  it('shows a day\'s windows with their bookings and the places left, and a week', async () => {
    const [day] = (await openWindows(s.t)).slice(2);
    if (!day) throw new Error('no day');
    const morning = `${day.date}T08:00`;
    const { enquiry } = await book(1, morning);
    await book(2, morning);
    const [shown] = await scheduleOf(day.date);
    expect(shown).toMatchObject({ date: day.date, label: day.label });
    expect(shown?.windows.map((w) => [w.start, w.capacity, w.remaining, w.bookings.map((b) => b.name)])).toEqual([
      ['08:00', 3, 1, ['Visitor 1', 'Visitor 2']],
      ['12:00', 2, 2, []],
    ]);
    expect(shown?.windows[0]?.bookings[0]).toMatchObject({ enquiryId: enquiry.id, phone: '905-555-0100', postalCode: 'L9T 1P7', status: 'booked' });
    expect((await scheduleOf(day.date, 7)).map((d) => d.date)).toHaveLength(7);
  });

  it('moves a booking (one place freed, one taken), cancels one and marks one done, with who and when in the enquiry\'s history', async () => {
    const [, , , day] = await openWindows(s.t);
    if (!day) throw new Error('no day');
    const { booking: moving } = await book(3, `${day.date}T08:00`);
    const { booking: cancelling, enquiry: cancelled } = await book(4, `${day.date}T08:00`);
    const { booking: finishing, enquiry: finished } = await book(5, `${day.date}T12:00`);

    expect((await call(s.t, 'POST', adminBookingPaths.move(moving.id), { body: { windowId: `${day.date}T12:00` } })).status).toBe(200);
    expect((await call(s.t, 'POST', adminBookingPaths.cancel(cancelling.id))).status).toBe(200);
    expect((await call(s.t, 'POST', adminBookingPaths.done(finishing.id))).status).toBe(200);

    const [shown] = await scheduleOf(day.date);
    expect(shown?.windows.map((w) => [w.start, w.remaining, w.bookings.map((b) => `${b.name} ${b.status}`)])).toEqual([
      ['08:00', 3, []],
      ['12:00', 0, ['Visitor 3 booked', 'Visitor 5 done']],
    ]);
    expect((await leadRows(s.t).enquiries.findOneByOrFail({ id: cancelled.id })).status).toBe('cancelled');
    expect((await leadRows(s.t).enquiries.findOneByOrFail({ id: finished.id })).status).toBe('done');
    expect((await historyOf(finished.id)).map((h) => [h.fromStatus, h.toStatus, h.changedBy.email])).toEqual([['booked', 'done', expect.stringContaining('@')]]);
    expect((await historyOf(cancelled.id)).map((h) => [h.fromStatus, h.toStatus])).toEqual([['booked', 'cancelled']]);
    // A finished or cancelled visit stays as it is.
    expect((await call(s.t, 'POST', adminBookingPaths.done(finishing.id))).status).toBe(409);
    expect((await call(s.t, 'POST', adminBookingPaths.move(cancelling.id), { body: { windowId: `${day.date}T12:00` } })).status).toBe(409);
  });

  it('refuses a move into a full window with a 409 listing the next open windows', async () => {
    const [, , , , day] = await openWindows(s.t);
    if (!day) throw new Error('no day');
    const { booking } = await book(6, `${day.date}T08:00`);
    await book(7, `${day.date}T12:00`);
    await book(8, `${day.date}T12:00`);
    const reply = await call(s.t, 'POST', adminBookingPaths.move(booking.id), { body: { windowId: `${day.date}T12:00` } });
    expect(reply).toMatchObject({ status: 409, body: { status: 'fail', message: expect.stringMatching(/just fully booked/), openWindows: expect.any(Array) } });
    expect((await bookingRows(s.t).findOneByOrFail({ id: booking.id })).startTime).toBe('08:00');
  });

  it.each([
    ['days=0', /days must be at least 1/],
    ['days=15', /days must be at most 14/],
    ['from=2026-02-30', /from must be a real date/],
    ['from=tomorrow', /from must be a date as YYYY-MM-DD/],
  ])('refuses ?%s with a 400 naming it', async (query, message) => {
    const reply = await call(s.t, 'GET', `${adminBookingPaths.schedule}?${query}`);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toMatch(message);
  });

  it('answers 404 for a booking that does not exist, 400 for an id no booking can have, and 401 without a token', async () => {
    expect((await call(s.t, 'POST', adminBookingPaths.done(999_999))).status).toBe(404);
    // Beyond Postgres' integer (the fuzz found a 500 here).
    for (const id of [2 ** 53, 0]) expect((await call(s.t, 'POST', adminBookingPaths.cancel(id))).status).toBe(400);
    expect((await call(s.t, 'GET', adminBookingPaths.schedule, { token: null })).status).toBe(401);
  });
});
