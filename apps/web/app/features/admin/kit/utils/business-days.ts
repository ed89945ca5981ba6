import { torontoWallTimeToDate } from '@hvac/contracts';

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

// The instant a calendar day (moved on by addDays) begins on the business's clock, America/Toronto, whatever the
// browser's time zone: date filters mean the same days to every staff member. Undefined for anything but a real
// YYYY-MM-DD day.
export function startOfBusinessDay(day: string, addDays = 0): string | undefined {
  if (!calendarDay.test(day) || !torontoWallTimeToDate(day)) return undefined;
  const shifted = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8)) + addDays));
  return torontoWallTimeToDate(shifted.toISOString().slice(0, 10))?.toISOString();
}
