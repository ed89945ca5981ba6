import { type BookingCalendar, bookingPaths, defaultBookingCalendar, type OpenDay, type SuccessData, weekdays } from '@hvac/contracts';
import { BookingEntity } from '@hvac/leads';
import { DataSource, type Repository } from 'typeorm';
import { call, type TestApp } from '../test-app';

// A calendar open every day (the tests do not depend on today's weekday): one window in the morning
// with 3 places and one in the afternoon with 2, no notice, two weeks ahead.
export const everyDayCalendar: BookingCalendar = {
  ...defaultBookingCalendar,
  windows: weekdays.flatMap((day) => [
    { day, start: '08:00', end: '12:00', capacity: 3 },
    { day, start: '12:00', end: '16:00', capacity: 2 },
  ]),
  noticeHours: 0,
  horizonDays: 14,
  overrides: [],
};

export async function saveCalendar(t: TestApp, calendar: BookingCalendar = everyDayCalendar): Promise<void> {
  const reply = await call(t, 'PUT', bookingPaths.adminCalendar, { body: calendar });
  if (reply.status !== 200) throw new Error(`saving the calendar: ${reply.status} ${JSON.stringify(reply.body)}`);
}

export async function openWindows(t: TestApp): Promise<OpenDay[]> {
  return (await call<SuccessData<OpenDay[]>>(t, 'GET', bookingPaths.openWindows, { token: null })).body.data;
}

// The first open window of a day after today (so no test races the clock into a window's start).
export async function windowAhead(t: TestApp, start = '08:00'): Promise<string> {
  const days = await openWindows(t);
  const window = days.slice(1).flatMap((d) => d.windows).find((w) => w.start === start);
  if (!window) throw new Error(`no open ${start} window after today`);
  return window.id;
}

export function bookingRows(t: TestApp): Repository<BookingEntity> {
  return t.app.get(DataSource).getRepository(BookingEntity);
}
