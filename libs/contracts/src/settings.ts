import type { AnalyticsSettings } from './analytics';
// The owner's site settings: one document, read by every page, the structured data and the mails.
import type { AlertSettings, ReviewSettings } from './after-visit';

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

// Each network with the domain its links must be on, so a link can only point where its label says.
export const socialNetworks = {
  facebook: { label: 'Facebook', domain: 'facebook.com' },
  instagram: { label: 'Instagram', domain: 'instagram.com' },
  linkedin: { label: 'LinkedIn', domain: 'linkedin.com' },
  youtube: { label: 'YouTube', domain: 'youtube.com' },
  x: { label: 'X', domain: 'x.com' },
  tiktok: { label: 'TikTok', domain: 'tiktok.com' },
} as const;
export type SocialNetwork = keyof typeof socialNetworks;

export type PostalAddress = { street: string; locality: string; region: string; postalCode: string; country: string };

// A weekday not listed is closed.
export type OpeningHours = { day: Weekday; opens: string; closes: string };
export type HolidayClosure = { date: string; note: string };
// A town the business serves; with a slug, its name links to that location page. Its postal prefixes
// (forward sortation areas such as "L9T", or a whole district such as "M") decide whether an appointment
// address lies inside it.
export type ServiceArea = { name: string; locationSlug: string | null; postalPrefixes: string[] };
export type SocialLink = { network: SocialNetwork; url: string };
// Published only with the customer's consent, on the date recorded.
export type Testimonial = { text: string; customerName: string; detail: string; consentDate: string };
// logoUrl is an image stored through POST /api/upload.
export type PartnerLogo = { name: string; logoUrl: string; link: string | null };

export type BusinessPhones = { main: string; emergency: string };

// A credential or promise the pages list ("TSSA-registered contractor"), with its registration number and
// the public register where a visitor can check it, when there is one. A line with an empty label is not shown.
export type BusinessCredential = { label: string; registrationNumber: string; verificationUrl: string | null };
// The facts the pages, the privacy page and the structured data state about the business. An empty legal
// name or town, or a null founding year, leaves out every sentence that names it.
export type BusinessFacts = { legalName: string; town: string; foundedYear: number | null; credentials: BusinessCredential[] };
export type GeoPosition = { latitude: number; longitude: number };

export type SiteSettings = {
  businessName: string;
  phones: BusinessPhones;
  email: string;
  // Where mail reaches the business (a PO box, say); shown in mails and the footer.
  mailingAddress: string;
  // The street address for the map and the structured data.
  address: PostalAddress;
  geo: GeoPosition;
  openingHours: OpeningHours[];
  holidayClosures: HolidayClosure[];
  serviceAreas: ServiceArea[];
  socialLinks: SocialLink[];
  testimonials: Testimonial[];
  partners: PartnerLogo[];
  emergencyStripText: string;
  // Closed enquiries older than this are removed.
  enquiryRetentionMonths: number;
  // First-party analytics: how long raw events are kept (see analytics.ts).
  analytics: AnalyticsSettings;
  business: BusinessFacts;
  reviews: ReviewSettings;
  alerts: AlertSettings;
};

// GET /api/admin/settings and PUT /api/admin/settings reply with the document and its version (sent back as If-Match).
export type SiteSettingsRecord = { settings: SiteSettings; updatedAt: string | null; updatedBy: string | null; version: number };

export const settingsLimits = {
  textMax: 200,
  testimonialMax: 1000,
  listMax: 50,
  retentionMonthsMin: 1,
  retentionMonthsMax: 120,
  // 24-hour clock, as <input type="time"> sends it.
  timePattern: /^([01]\d|2[0-3]):[0-5]\d$/,
  datePattern: /^\d{4}-\d{2}-\d{2}$/,
  // A postal district letter, or a forward sortation area (letter, digit, letter).
  postalPrefixPattern: /^[A-Z](?:\d[A-Z])?$/,
  postalPrefixesMax: 100,
  foundedYearMin: 1800,
} as const;

// The credential lines that are shown (a cleared label hides its line everywhere).
export function shownCredentials(facts: BusinessFacts): BusinessCredential[] {
  return facts.credentials.filter((c) => c.label.trim() !== '');
}

// Whole years since the founding year, or null when the owner has not given one.
export function yearsInBusiness(facts: BusinessFacts, now: Date = new Date()): number | null {
  return facts.foundedYear === null ? null : Math.max(0, now.getFullYear() - facts.foundedYear);
}

// A phone as people write it, in international form: North American numbers without a country code
// get +1. An extension is dropped (tel: links and structured data cannot dial it).
export function internationalPhone(phone: string): string {
  const number = phone.split(/\s*(?:x|ext\.?|extension)\s*\d/i)[0] ?? phone;
  const digits = number.replace(/\D/g, '');
  if (number.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

export function telHref(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return typeof value === 'string' && Object.hasOwn(socialNetworks, value);
}

// True when the URL is https on the network's domain (or a subdomain of it) and names a page, not the home page.
export function isSocialProfileUrl(network: string, value: string): boolean {
  if (!isSocialNetwork(network)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const domain = socialNetworks[network].domain;
  const onDomain = url.hostname === domain || url.hostname.endsWith(`.${domain}`);
  return url.protocol === 'https:' && onDomain && url.pathname.replace(/\/+$/, '') !== '';
}

// GET /api/admin/sample-content: the seeded posts and location pages nobody has edited yet.
export type SampleContent = { blogIds: number[]; locationPageIds: number[] };

// GET /api/settings (public, cached by the gateway) publishes only these keys: an allow-list, so a setting
// added later stays private until it is listed here. Owner-only settings (review requests, alerts,
// analytics) are left out; the retention periods the privacy page states are published in `retention`.
export const publicSettingKeys = [
  'businessName',
  'phones',
  'email',
  'mailingAddress',
  'address',
  'geo',
  'openingHours',
  'holidayClosures',
  'serviceAreas',
  'socialLinks',
  'testimonials',
  'partners',
  'emergencyStripText',
  'business',
] as const satisfies readonly (keyof SiteSettings)[];

// How long the site keeps what it collects: closed enquiries (months) and raw analytics events (days).
export type PublishedRetention = { enquiryMonths: number; analyticsEventDays: number };
export type PublicSiteSettings = Pick<SiteSettings, (typeof publicSettingKeys)[number]> & { retention: PublishedRetention };

// The one place that decides what of the settings document the public pages receive.
export function publicSiteSettings(settings: SiteSettings): PublicSiteSettings {
  const shown = Object.fromEntries(publicSettingKeys.map((key) => [key, settings[key]])) as Pick<SiteSettings, (typeof publicSettingKeys)[number]>;
  return {
    ...shown,
    // A credential line the owner cleared is not published, not even its number.
    business: { ...settings.business, credentials: shownCredentials(settings.business) },
    retention: { enquiryMonths: settings.enquiryRetentionMonths, analyticsEventDays: settings.analytics.retentionDays },
  };
}
