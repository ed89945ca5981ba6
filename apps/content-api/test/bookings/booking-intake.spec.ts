import { apiPaths, bookingPaths, type BookingRefusal } from '@hvac/contracts';
import { call } from '../test-app';
import { leadRows } from '../leads/lead-rows';
import { contactForm, type LeadsStack, postJson, startLeadsStack } from '../leads/leads-stack';
import { addDays, torontoDate } from '../../src/bookings/booking-calendar';
import { bookingRows, everyDayCalendar, openWindows, saveCalendar, windowAhead } from './booking-stack';

describe('booking a window through the contact form', () => {
  let s: LeadsStack;
  const today = () => torontoDate(new Date());

  beforeAll(async () => {
    s = await startLeadsStack();
    await saveCalendar(s.t);
  }, 90_000);
  afterAll(() => s?.close());

  it('lists the open windows publicly, by day with the date in full, cacheable for a second', async () => {
    const reply = await call(s.t, 'GET', bookingPaths.openWindows, { token: null });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=1');
    const days = await openWindows(s.t);
    expect(days.length).toBeGreaterThanOrEqual(14);
    // Today is listed only while one of its windows is still ahead of the shortest notice; tomorrow always is.
    const tomorrow = days.find((d) => d.date === addDays(today(), 1));
    expect(tomorrow).toMatchObject({ label: expect.stringMatching(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/) });
    expect(tomorrow?.windows.map((w) => [w.start, w.end, w.remaining])).toEqual([
      ['08:00', '12:00', 3],
      ['12:00', '16:00', 2],
    ]);
  });

  it('of 50 simultaneous bookings of a window with 3 places, exactly 3 succeed and 47 get a 409 with the next open windows', async () => {
    const windowId = await windowAhead(s.t);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postJson(s.t, apiPaths.contactForm, contactForm(1000 + i, { email: `rush${i}@example.org`, windowId }))),
    );
    const booked = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 409);
    expect(booked).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      const body = r.body as BookingRefusal;
      expect(body.msg).toBe('fail');
      expect(body.message).toMatch(new RegExp(`The window ${windowId} was just fully booked\\. Please choose another window`));
      expect(body.openWindows.length).toBeGreaterThan(0);
      expect(body.openWindows.flatMap((d) => d.windows.map((w) => w.id))).not.toContain(windowId);
    }
    expect(await bookingRows(s.t).countBy({ day: windowId.slice(0, 10), startTime: '08:00' })).toBe(3);
    // The refused ones left nothing behind; the booked ones are enquiries in status booked.
    const rush = (await leadRows(s.t).enquiries.find()).filter((e) => e.email.startsWith('rush'));
    expect(rush.map((e) => e.status)).toEqual(['booked', 'booked', 'booked']);
    expect((await openWindows(s.t)).flatMap((d) => d.windows.map((w) => w.id))).not.toContain(windowId);
  }, 60_000);

  it('the spec call without a window still works: an enquiry as before, no booking', async () => {
    const form = contactForm(1, { email: 'no-window@example.org' });
    expect(await postJson(s.t, apiPaths.contactForm, form)).toEqual({ status: 200, body: { msg: 'success' } });
    const row = await leadRows(s.t).enquiries.findOneByOrFail({ email: form.email });
    expect(row.status).toBe('new');
    expect(await bookingRows(s.t).countBy({ enquiryId: row.id })).toBe(0);
  });

  it('a booking takes one place, shows as one place fewer and keeps its enquiry', async () => {
    const windowId = await windowAhead(s.t, '12:00');
    const form = contactForm(2, { email: 'one-booking@example.org', windowId, phone: '905-555-0100', postalCode: 'L9T 1P7' });
    expect(await postJson(s.t, apiPaths.contactForm, form)).toEqual({ status: 200, body: { msg: 'success' } });
    const row = await leadRows(s.t).enquiries.findOneByOrFail({ email: form.email });
    expect(row.status).toBe('booked');
    expect(await bookingRows(s.t).findOneByOrFail({ enquiryId: row.id })).toMatchObject({ day: windowId.slice(0, 10), startTime: '12:00', endTime: '16:00', status: 'booked', version: 1 });
    const offered = (await openWindows(s.t)).flatMap((d) => d.windows).find((w) => w.id === windowId);
    expect(offered?.remaining).toBe(1);
    // The visitor's retry of the same booking reuses it rather than taking a second place.
    expect((await postJson(s.t, apiPaths.contactForm, form)).status).toBe(200);
    expect(await bookingRows(s.t).countBy({ day: windowId.slice(0, 10), startTime: '12:00' })).toBe(1);
  });

  it.each([
    ['a window id that is not one', () => 'next tuesday', 400, /windowId must name an arrival window as YYYY-MM-DDTHH:MM/],
    ['a date that does not exist', () => '2027-02-30T08:00', 400, /windowId must name an arrival window .*a real date/],
    ['a start no window has', () => `${addDays(torontoDate(new Date()), 2)}T09:15`, 404, /There is no arrival window .*T09:15/],
    ['a window in the past', () => `${addDays(torontoDate(new Date()), -1)}T08:00`, 409, /can no longer be booked online/],
    ['a window beyond the horizon', () => `${addDays(torontoDate(new Date()), everyDayCalendar.horizonDays + 1)}T08:00`, 400, /at most 14 days ahead/],
  ])('refuses %s with a clear 4xx and stores nothing', async (name, windowId, status, message) => {
    const email = `bad-${name.replace(/\W+/g, '-')}@example.org`;
    const reply = await postJson(s.t, apiPaths.contactForm, contactForm(3, { email, windowId: windowId() }));
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ msg: 'fail', message: expect.stringMatching(message) });
    if (status === 409) expect((reply.body as BookingRefusal).openWindows.length).toBeGreaterThan(0);
    expect(await leadRows(s.t).enquiries.countBy({ email })).toBe(0);
  });

  it('a stale page (a window closed for the day since it was shown) gets the 409 with the next open windows', async () => {
    const windowId = await windowAhead(s.t, '12:00');
    const date = windowId.slice(0, 10);
    await saveCalendar(s.t, { ...everyDayCalendar, overrides: [{ date, start: '12:00', closed: true, capacity: null }] });
    try {
      const reply = await postJson(s.t, apiPaths.contactForm, contactForm(4, { email: 'stale@example.org', windowId }));
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ msg: 'fail', message: expect.stringMatching(/is closed that day\. Please choose another window/) });
    } finally {
      await saveCalendar(s.t);
    }
  });

  it('an override raises one day\'s capacity in the offered windows', async () => {
    const windowId = await windowAhead(s.t);
    const date = addDays(windowId.slice(0, 10), 1);
    await saveCalendar(s.t, { ...everyDayCalendar, overrides: [{ date, start: '08:00', closed: false, capacity: 9 }] });
    try {
      const offered = (await openWindows(s.t)).flatMap((d) => d.windows).find((w) => w.id === `${date}T08:00`);
      expect(offered?.remaining).toBe(9);
    } finally {
      await saveCalendar(s.t);
    }
  });

  it.each([
    ['a window ending before it starts', { windows: [{ day: 'monday', start: '12:00', end: '08:00', capacity: 1 }] }, /windows\.0\.end must be later than start/],
    ['overlapping windows', { windows: [{ day: 'monday', start: '08:00', end: '12:00', capacity: 1 }, { day: 'monday', start: '11:00', end: '13:00', capacity: 1 }] }, /windows\.0 overlaps windows\.1 on monday/],
    ['a capacity of 0', { windows: [{ day: 'monday', start: '08:00', end: '12:00', capacity: 0 }] }, /capacity must be at least 1/],
    ['an unknown weekday', { windows: [{ day: 'funday', start: '08:00', end: '12:00', capacity: 1 }] }, /day must be one of monday/],
    ['a bad reminder time', { reminderTime: '25:00' }, /reminderTime must be a time as HH:MM/],
    ['an override of a window the day lacks', { overrides: [{ date: '2026-12-07', start: '09:00', closed: true, capacity: null }] }, /overrides\.0\.start: 2026-12-07 \(a monday\) has no window starting at 09:00/],
    ['a horizon of 0 days', { horizonDays: 0 }, /horizonDays must be at least 1/],
  ])('refuses a calendar with %s (400 naming it) and keeps the saved one', async (_name, change, message) => {
    const reply = await call(s.t, 'PUT', bookingPaths.adminCalendar, { body: { ...everyDayCalendar, ...change } });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toMatch(message);
    expect((await call(s.t, 'GET', bookingPaths.adminCalendar)).body).toMatchObject({ data: { calendar: everyDayCalendar } });
  });

  it('only the owner and admins read or change the calendar', async () => {
    expect((await call(s.t, 'GET', bookingPaths.adminCalendar, { token: null })).status).toBe(401);
    expect((await call(s.t, 'PUT', bookingPaths.adminCalendar, { token: null, body: everyDayCalendar })).status).toBe(401);
  });
});
