import { imageVariantUrl, mediaPrefix, siteTimeZone } from '@hvac/contracts';

const dateFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone });

// Published dates are calendar dates: shown as stored, whatever the viewer's time zone.
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

// Moments (received, changed, signed in) on the business's clock, as schedules are typed and shown.
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

// Uploaded images have a small WebP variant; a card needs no more than that.
export function thumbnailUrl(url: string): string {
  return url.startsWith(mediaPrefix) ? imageVariantUrl(url, 480) : url;
}
