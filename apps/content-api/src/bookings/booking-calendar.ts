import {
  type BookingCalendar,
  type HolidayClosure,
  type OpenDay,
  type OpenWindow,
  parseWindowId,
  siteTimeZone,
  torontoWallTimeToDate,
  type Weekday,
  weekdays,
  windowIdOf,
} from '@hvac/contracts';

// The calendar arithmetic: which windows a Toronto day has, and which of them are open. Days are calendar
// dates (no time zone); only a window's start and end become instants, through the shared Toronto
// wall-time conversion (Intl's zone data), so a day on which the clocks change keeps its windows at their
// wall times.

export type DayWindow = { id: string; date: string; start: string; end: string; capacity: number; startsAt: Date; endsAt: Date };

const todayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const labelFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

// The Toronto calendar date of an instant, "YYYY-MM-DD".
export function torontoDate(now: Date): string {
  return todayFormat.format(now);
}

function utcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const d = utcMidnight(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday; the settings' weekdays from Monday.
  return weekdays[(utcMidnight(date).getUTCDay() + 6) % 7] as Weekday;
}

// The date in full, as a screen reader should say it: "Sunday, November 1, 2026".
export function dayLabel(date: string): string {
  return labelFormat.format(utcMidnight(date));
}

export function isRealDate(date: string): boolean {
  const d = utcMidnight(date);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

// The windows a day has after its overrides; none on a holiday closure.
export function windowsOn(calendar: BookingCalendar, closures: HolidayClosure[], date: string): DayWindow[] {
  if (closures.some((c) => c.date === date)) return [];
  const day = weekdayOf(date);
  return calendar.windows
    .filter((w) => w.day === day)
    .flatMap((w) => {
      const override = calendar.overrides.find((o) => o.date === date && o.start === w.start);
      if (override?.closed) return [];
      const startsAt = torontoWallTimeToDate(`${date}T${w.start}`);
      const endsAt = torontoWallTimeToDate(`${date}T${w.end}`);
      if (!startsAt || !endsAt) return [];
      return [{ id: windowIdOf(date, w.start), date, start: w.start, end: w.end, capacity: override?.capacity ?? w.capacity, startsAt, endsAt }];
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}

// The last date windows are offered on.
export function lastBookableDate(calendar: BookingCalendar, now: Date): string {
  return addDays(torontoDate(now), calendar.horizonDays);
}

function bookableFrom(calendar: BookingCalendar, now: Date): number {
  return now.getTime() + calendar.noticeHours * 3_600_000;
}

// Every open window from now to the horizon, by day; `booked` holds the places taken per window id.
export function openDays(calendar: BookingCalendar, closures: HolidayClosure[], now: Date, booked: ReadonlyMap<string, number>): OpenDay[] {
  const today = torontoDate(now);
  const days: OpenDay[] = [];
  for (let offset = 0; offset <= calendar.horizonDays; offset++) {
    const date = addDays(today, offset);
    const windows: OpenWindow[] = windowsOn(calendar, closures, date)
      .filter((w) => w.startsAt.getTime() >= bookableFrom(calendar, now))
      .map((w) => ({ ...openWindowOf(w), remaining: w.capacity - (booked.get(w.id) ?? 0) }))
      .filter((w) => w.remaining > 0);
    if (windows.length) days.push({ date, label: dayLabel(date), windows });
  }
  return days;
}

function openWindowOf(w: DayWindow): Omit<OpenWindow, 'remaining'> {
  return { id: w.id, date: w.date, start: w.start, end: w.end, startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString() };
}

export type WindowCheck =
  | { ok: true; window: DayWindow }
  | { ok: false; reason: 'malformed' | 'unknown' | 'closed' | 'beyond-horizon' | 'too-soon' };

// Whether a window id names a window that may be booked now (capacity aside: Postgres decides that).
export function checkWindow(calendar: BookingCalendar, closures: HolidayClosure[], now: Date, id: string): WindowCheck {
  const parsed = parseWindowId(id);
  if (!parsed || !isRealDate(parsed.date)) return { ok: false, reason: 'malformed' };
  const window = windowsOn(calendar, closures, parsed.date).find((w) => w.start === parsed.start);
  if (!window) {
    // A weekday window closed for that day (an override, a holiday) was real when a page showed it.
    const ruled = calendar.windows.some((w) => w.day === weekdayOf(parsed.date) && w.start === parsed.start);
    return { ok: false, reason: ruled ? 'closed' : 'unknown' };
  }
  if (parsed.date > lastBookableDate(calendar, now)) return { ok: false, reason: 'beyond-horizon' };
  if (window.startsAt.getTime() < bookableFrom(calendar, now)) return { ok: false, reason: 'too-soon' };
  return { ok: true, window };
}
