// Checks the content API also makes, run first in the browser so a mistake is shown beside its field.

// http(s) addresses or paths on this site ("/media/..."); never javascript:, data: or "//host".
export function isWebUrl(value: string): boolean {
  if (value === '') return true;
  // Whitespace or control characters never belong in an address.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

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

export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
