import type { OpeningHours, PostalAddress, Weekday } from '@hvac/contracts';

// How the pages and the mails write the site settings' hours and addresses.

const dayNames: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
const weekOrder = Object.keys(dayNames) as Weekday[];

export function dayName(day: Weekday): string {
  return dayNames[day];
}

// "08:00" -> "8AM", "17:30" -> "5:30PM".
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${suffix}`;
}

// The opening hours in a line, runs of days with the same hours joined: "Mon-Fri 8AM-5PM, Sat 9AM-12PM".
export function formatOpeningHours(hours: readonly OpeningHours[]): string {
  const sorted = [...hours].sort((a, b) => weekOrder.indexOf(a.day) - weekOrder.indexOf(b.day));
  const runs: { first: Weekday; last: Weekday; opens: string; closes: string }[] = [];
  for (const row of sorted) {
    const run = runs.at(-1);
    const follows = run && weekOrder.indexOf(row.day) === weekOrder.indexOf(run.last) + 1 && run.opens === row.opens && run.closes === row.closes;
    if (run && follows) run.last = row.day;
    else runs.push({ first: row.day, last: row.day, opens: row.opens, closes: row.closes });
  }
  if (!runs.length) return 'By appointment';
  const short = (day: Weekday) => dayNames[day].slice(0, 3);
  return runs
    .map((r) => `${short(r.first)}${r.first === r.last ? '' : `-${short(r.last)}`} ${formatTime(r.opens)}-${formatTime(r.closes)}`)
    .join(', ');
}

export function formatStreetAddress(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}
