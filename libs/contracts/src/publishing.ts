import type { PageQuery } from './paging';
import type { Blog, LocationPage } from './content';
import type { Versioned } from './edit-versions';

// Posts and location pages are drafts, scheduled (public from publishAt on) or published.
export const publishStates = ['draft', 'scheduled', 'published'] as const;
export type PublishState = (typeof publishStates)[number];

// The business's clock: schedules are typed and shown in Toronto time.
export const siteTimeZone = 'America/Toronto';

// What every item carries for the admin: its state and, unless it is a draft never scheduled, the instant it goes public.
export type Publication = { state: PublishState; publishAt: string | null };

// The admin lists (GET /api/admin/blogs, /api/admin/locationpages) filter by state and page.
export type AdminListQuery = PageQuery & { state?: PublishState };

const wallClock = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

// Offset of a zone from UTC at an instant, in milliseconds (Intl knows the DST rules).
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(instant / 1000) * 1000;
}

// "2026-03-08T09:30" (or a bare date, meaning midnight) read as Toronto wall time; null when it is not such a value.
// A time skipped by the spring change resolves to the instant an hour later, as clocks do.
export function torontoWallTimeToDate(value: string): Date | null {
  const m = wallClock.exec(value);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59) return null;
  const first = asUtc - zoneOffsetMs(asUtc, siteTimeZone);
  const second = asUtc - zoneOffsetMs(first, siteTimeZone);
  // The second guess is right unless the wall time does not exist; then the first lands after the gap.
  return new Date(second + zoneOffsetMs(second, siteTimeZone) === asUtc ? second : first);
}

// A publish time as content-api reads it: an ISO 8601 instant with Z or an offset is taken as it is;
// "2026-12-01T09:00" (or a bare date, its midnight) is Toronto time. Null when it is neither.
export function publishTimeOf(value: string): Date | null {
  const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? new Date(value) : null;
  return withOffset && !Number.isNaN(withOffset.getTime()) ? withOffset : torontoWallTimeToDate(value);
}

// The Toronto wall time of an instant as "YYYY-MM-DDTHH:mm", the value of a datetime-local input.
export function toTorontoWallTime(instant: Date | string): string {
  const ms = new Date(instant).getTime();
  return new Date(ms + zoneOffsetMs(ms, siteTimeZone)).toISOString().slice(0, 16);
}

// The admin's lists and editors read an item with its publication (the state as the public sees it now) and the
// version a save sends back as If-Match.
export type AdminBlog = Blog & Publication & Versioned;
export type AdminLocationPage = LocationPage & Publication & Versioned;
export type PublicationInput = { state?: PublishState; publishAt?: string };

// Preview links: a draft or scheduled item as the public would see it, for anyone holding the link.
export const previewKinds = ['blog', 'location-page'] as const;
export type PreviewKind = (typeof previewKinds)[number];
export type PreviewLinkRequest = { kind: PreviewKind; id: number };
export type PreviewLink = { path: string; expiresAt: string };
export type Preview = { kind: 'blog'; item: Blog } | { kind: 'location-page'; item: LocationPage };
