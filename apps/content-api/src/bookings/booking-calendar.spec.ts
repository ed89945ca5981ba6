import { type BookingCalendar, defaultBookingCalendar } from '@hvac/contracts';
import { addDays, checkWindow, dayLabel, openDays, torontoDate, weekdayOf, windowsOn } from './booking-calendar';

// A calendar with Sunday windows, so the two Sundays the clocks change on have some.
const calendar: BookingCalendar = {
  ...defaultBookingCalendar,
  windows: [
    ...defaultBookingCalendar.windows,
    { day: 'sunday', start: '00:30', end: '03:30', capacity: 1 },
    { day: 'sunday', start: '08:00', end: '12:00', capacity: 3 },
  ],
  noticeHours: 2,
  horizonDays: 3,
};
const none = new Map<string, number>();

describe('the booking calendar in Toronto time', () => {
  it('names days by the Toronto date, not the UTC one, on both sides of a clock change', () => {
    expect(torontoDate(new Date('2026-11-01T03:30:00Z'))).toBe('2026-10-31'); // 23:30 EDT
    expect(torontoDate(new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01'); // 23:30 EST
    expect(torontoDate(new Date('2027-03-15T03:30:00Z'))).toBe('2027-03-14'); // 23:30 EDT
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2027-03-13', 2)).toBe('2027-03-15');
    expect(weekdayOf('2026-11-01')).toBe('sunday');
    expect(dayLabel('2027-03-14')).toBe('Sunday, March 14, 2027');
  });

  it('keeps the windows of 2026-11-01 (clocks back at 2:00) at their wall times', () => {
    const day = windowsOn(calendar, [], '2026-11-01');
    expect(day.map((w) => [w.id, w.startsAt.toISOString(), w.endsAt.toISOString()])).toEqual([
      // 00:30 is still daylight time (-4); 03:30 is standard time (-5): a window of four hours that day.
      ['2026-11-01T00:30', '2026-11-01T04:30:00.000Z', '2026-11-01T08:30:00.000Z'],
      ['2026-11-01T08:00', '2026-11-01T13:00:00.000Z', '2026-11-01T17:00:00.000Z'],
    ]);
    expect(windowsOn(calendar, [], '2026-10-31')[0]?.startsAt.toISOString()).toBe('2026-10-31T13:00:00.000Z'); // Sat 09:00 EDT
  });

  it('keeps the windows of 2027-03-14 (clocks forward at 2:00) at their wall times', () => {
    const day = windowsOn(calendar, [], '2027-03-14');
    expect(day.map((w) => [w.id, w.startsAt.toISOString(), w.endsAt.toISOString()])).toEqual([
      // 00:30 standard time (-5), 03:30 daylight time (-4): two hours that day.
      ['2027-03-14T00:30', '2027-03-14T05:30:00.000Z', '2027-03-14T07:30:00.000Z'],
      ['2027-03-14T08:00', '2027-03-14T12:00:00.000Z', '2027-03-14T16:00:00.000Z'],
    ]);
    expect(windowsOn(calendar, [], '2027-03-15')[0]?.startsAt.toISOString()).toBe('2027-03-15T12:00:00.000Z'); // Mon 08:00 EDT
  });

  it('offers the days from today to the horizon, without windows inside the notice, full ones or closed days', () => {
    const now = new Date('2026-10-31T12:00:00Z'); // Saturday 08:00 EDT
    const days = openDays(
      { ...calendar, overrides: [{ date: '2026-11-02', start: '12:00', closed: true, capacity: null }] },
      [{ date: '2026-11-03', note: 'Closed' }],
      now,
      new Map([['2026-11-01T08:00', 2]]),
    );
    expect(days.map((d) => [d.label, d.windows.map((w) => `${w.id} ${w.remaining}`)])).toEqual([
      // Saturday 09:00 starts within the two hours' notice.
      ['Sunday, November 1, 2026', ['2026-11-01T00:30 1', '2026-11-01T08:00 1']],
      ['Monday, November 2, 2026', ['2026-11-02T08:00 2']],
      // The 3rd is a holiday closure, and the horizon ends there.
    ]);
    expect(openDays(calendar, [], now, new Map([['2026-11-01T00:30', 1]]))[0]?.windows.map((w) => w.id)).toEqual(['2026-11-01T08:00']);
  });

  it('an override raises the capacity of one day only', () => {
    const raised = { ...calendar, overrides: [{ date: '2026-11-02', start: '08:00', closed: false, capacity: 5 }] };
    expect(windowsOn(raised, [], '2026-11-02')[0]?.capacity).toBe(5);
    expect(windowsOn(raised, [], '2026-11-09')[0]?.capacity).toBe(2);
  });

  it.each([
    ['not a window id', 'tomorrow', 'malformed'],
    ['a date that does not exist', '2026-02-30T08:00', 'malformed'],
    ['a start no window has', '2026-11-02T09:15', 'unknown'],
    ['a window closed that day', '2026-11-03T08:00', 'closed'],
    ['a window in the past', '2026-10-30T08:00', 'too-soon'],
    ['a window inside the notice', '2026-10-31T09:00', 'too-soon'],
    ['a window beyond the horizon', '2026-11-09T08:00', 'beyond-horizon'],
  ])('refuses %s', (_name, id, reason) => {
    expect(checkWindow(calendar, [{ date: '2026-11-03', note: 'Closed' }], new Date('2026-10-31T12:00:00Z'), id)).toEqual({ ok: false, reason });
  });

  it('accepts an open window', () => {
    const check = checkWindow(calendar, [], new Date('2026-10-31T12:00:00Z'), '2026-11-02T12:00');
    expect(check).toMatchObject({ ok: true, window: { end: '16:00', capacity: 2 } });
  });

  it('has no offered windows without any days configured', () => {
    expect(openDays({ ...calendar, windows: [] }, [], new Date(), none)).toEqual([]);
  });
});
