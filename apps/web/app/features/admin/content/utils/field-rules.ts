// The editors' dates: what the date input shows, and today as content-api reads a post's date. The field
// rules themselves are the contract schemas' (kit/hooks/use-schema-form.ts).

import { toTorontoWallTime } from '@hvac/contracts';

// A calendar date as the date input gives it (YYYY-MM-DD) that really exists.
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

// The date part of what the API stores (an ISO date, possibly with a time), for the date input.
export function toDateInputValue(value: string | null | undefined): string {
  if (!value) return '';
  const head = value.slice(0, 10);
  if (isIsoDate(head)) return head;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? '' : parsed.toISOString().slice(0, 10);
}

// Today's date in Toronto, as content-api reads a post's date: a browser elsewhere (or one set to UTC
// in the evening) would otherwise default a new post to tomorrow and so schedule it by surprise.
export function todayIso(now: Date = new Date()): string {
  return toTorontoWallTime(now).slice(0, 10);
}
