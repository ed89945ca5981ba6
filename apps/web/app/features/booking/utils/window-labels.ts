import type { OpenWindow } from '@hvac/contracts';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });

// "8:00 AM – 12:00 PM": the window's Toronto wall times as booked.
export function windowTimes(window: Pick<OpenWindow, 'start' | 'end'>): string {
  const at = (time: string) => timeFormat.format(new Date(`1970-01-01T${time}:00Z`));
  return `${at(window.start)} – ${at(window.end)}`;
}

export function placesLeft(remaining: number): string | null {
  return remaining === 1 ? '1 place left' : null;
}
