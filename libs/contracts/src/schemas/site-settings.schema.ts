import { z } from 'zod';
import { afterVisitLimits, type AlertSettings, type ReviewSettings } from '../after-visit';
import { analyticsRetentionLimits, type AnalyticsSettings } from '../analytics';
import { emailPattern, phonePattern } from '../field-rules';
import { isSocialProfileUrl, type SiteSettings, settingsLimits, socialNetworks, weekdays } from '../settings';
import { boundedInt, maxChars, requiredTextField, trimmedTextField, webUrlField } from './schema-fields';

// PUT /api/admin/settings: the whole settings document, every field required, so a form that forgot one
// fails with its name instead of erasing it. content-api validates with it, the settings screen checks with it.

const { textMax, testimonialMax, listMax, timePattern, datePattern, postalPrefixPattern, postalPrefixesMax } = settingsLimits;

const text = (max: number = textMax) => requiredTextField(max);
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(listMax, `must contain no more than ${listMax} elements`);

const time = z.string().regex(timePattern, 'must be a time as HH:MM');
// YYYY-MM-DD of a day that exists (not 2026-02-30).
const isRealDate = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};
const calendarDate = z.string().regex(datePattern, 'must be a date as YYYY-MM-DD').refine(isRealDate, 'must be a real date');
// A business fact that may be cleared; a NUL would not survive Postgres' JSON.
const optionalText = trimmedTextField(textMax).regex(/^[^\0]*$/, 'must not contain NUL characters');
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const httpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
};

const phones = z.strictObject({
  main: text().regex(phonePattern, 'must be a phone number with its area code'),
  emergency: text().regex(phonePattern, 'must be a phone number with its area code'),
});

const address = z.strictObject({ street: text(), locality: text(), region: text(), postalCode: text(), country: text() });

const geo = z.strictObject({
  latitude: z.number().min(-90, 'must be a latitude from -90 to 90').max(90, 'must be a latitude from -90 to 90'),
  longitude: z.number().min(-180, 'must be a longitude from -180 to 180').max(180, 'must be a longitude from -180 to 180'),
});

const openingHours = z.strictObject({ day: z.enum(weekdays), opens: time, closes: time });

const serviceArea = z.strictObject({
  name: text(),
  locationSlug: z.string().regex(slugPattern, 'must be a location page slug (lower case, digits and hyphens)').nullable().meta({ description: 'The slug of the location page the name links to' }),
  postalPrefixes: z
    .array(z.string().trim().toUpperCase().regex(postalPrefixPattern, 'must be a postal district letter or forward sortation area such as L9T'))
    .max(postalPrefixesMax, `must contain no more than ${postalPrefixesMax} elements`)
    .meta({ description: 'Postal district letters or forward sortation areas (letter, digit, letter) inside this area', example: ['L9T', 'L9E'] }),
});

const networks = Object.keys(socialNetworks) as [keyof typeof socialNetworks, ...(keyof typeof socialNetworks)[]];
// A social link's URL must be a profile on the network its row names.
const socialLink = z
  .strictObject({ network: z.enum(networks), url: z.string().trim() })
  .superRefine((row, ctx) => {
    if (!isSocialProfileUrl(row.network, row.url)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `must be an https link to a page on ${socialNetworks[row.network].domain}, not its home page` });
    }
  });

const testimonial = z.strictObject({
  text: text(testimonialMax),
  customerName: text(),
  detail: trimmedTextField(textMax).meta({ description: 'Who the customer is, e.g. "Homeowner, Milton"; may be empty' }),
  consentDate: calendarDate,
});

const partner = z.strictObject({
  name: text(),
  logoUrl: z.string().regex(/^\/media\/images\/[^/\s]+$/, 'must be an image uploaded through the site (/media/images/...)').meta({ description: 'An image stored through POST /api/upload' }),
  link: webUrlField().nullable(),
});

const credential = z.strictObject({
  label: optionalText.meta({ description: 'What the pages list, e.g. "TSSA-registered contractor"; empty hides the line' }),
  registrationNumber: optionalText.meta({ description: 'The registration or licence number; may be empty' }),
  verificationUrl: z.string().trim().refine(httpsUrl, 'must be an https link to the public register, or null').nullable().meta({ description: 'The public register where a visitor can check it (https)' }),
});

const foundedYear = 'must be a year such as 1985, or null';
const business = z.strictObject({
  legalName: optionalText.meta({ description: 'The registered name, shown on the privacy page and in the structured data; empty uses businessName' }),
  town: optionalText.meta({ description: 'The town the pages name as home ("in Milton"); empty leaves it out' }),
  foundedYear: z
    .number({ error: foundedYear })
    .int(foundedYear)
    .min(settingsLimits.foundedYearMin, `must not be less than ${settingsLimits.foundedYearMin}`)
    // Read at each save, so the bound moves on with the calendar.
    .refine((year) => year <= new Date().getFullYear() + 1, 'cannot be in the future')
    .nullable()
    .meta({ description: 'Shown as "Since <year>"; null hides it' }),
  credentials: rows(credential),
});

const { reminderDelayDaysMin, reminderDelayDaysMax, urgentReminderMinutesMin, urgentReminderMinutesMax, reviewUrlMax } = afterVisitLimits;
const wholeNumber = (unit: string, min: number, max: number) =>
  z.number({ error: `must be a whole number of ${unit}` }).int(`must be a whole number of ${unit}`).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

// Site settings key `reviews`: the customer leaves our site for the link, so only an absolute https address will do.
export const reviewSettingsSchema = z.strictObject({
  enabled: z.boolean().meta({ description: 'Off: no review request is made when a job is marked done' }),
  reviewUrl: z
    .string()
    .trim()
    .refine(maxChars(reviewUrlMax), `must be at most ${reviewUrlMax} characters`)
    .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/, 'must be an https:// address')
    .nullable()
    .meta({ example: 'https://g.page/r/your-profile/review' }),
  reminderDelayDays: wholeNumber('days', reminderDelayDaysMin, reminderDelayDaysMax),
}) satisfies z.ZodType<ReviewSettings>;

// Site settings key `alerts`.
export const alertSettingsSchema = z.strictObject({
  urgentReminderMinutes: wholeNumber('minutes', urgentReminderMinutesMin, urgentReminderMinutesMax),
}) satisfies z.ZodType<AlertSettings>;

// Site settings key `analytics`.
export const analyticsSettingsSchema = z.strictObject({
  retentionDays: wholeNumber('days', analyticsRetentionLimits.min, analyticsRetentionLimits.max),
}) satisfies z.ZodType<AnalyticsSettings>;

export const siteSettingsSchema = z
  .strictObject({
    businessName: text(),
    phones,
    email: z.string().trim().regex(emailPattern, 'must be an e-mail address'),
    mailingAddress: text(),
    address,
    geo,
    openingHours: rows(openingHours),
    holidayClosures: rows(z.strictObject({ date: calendarDate, note: text() })),
    serviceAreas: rows(serviceArea),
    socialLinks: rows(socialLink),
    testimonials: rows(testimonial),
    partners: rows(partner),
    emergencyStripText: text(testimonialMax),
    enquiryRetentionMonths: boundedInt(settingsLimits.retentionMonthsMin, settingsLimits.retentionMonthsMax, `must be a whole number of months from ${settingsLimits.retentionMonthsMin} to ${settingsLimits.retentionMonthsMax}`),
    // Optional, so a client that predates analytics keeps working; left out, the default applies.
    analytics: analyticsSettingsSchema.optional(),
    business,
    reviews: reviewSettingsSchema,
    alerts: alertSettingsSchema,
  })
  // Rules across rows: a weekday or a holiday listed once, and opening hours that end after they start.
  .superRefine((settings, ctx) => {
    const days = new Set<string>();
    settings.openingHours.forEach((row, index) => {
      if (days.has(row.day)) ctx.addIssue({ code: 'custom', path: ['openingHours', index, 'day'], message: 'is listed twice' });
      days.add(row.day);
      const bothTimes = timePattern.test(row.opens) && timePattern.test(row.closes);
      if (bothTimes && row.closes <= row.opens) ctx.addIssue({ code: 'custom', path: ['openingHours', index, 'closes'], message: 'must be later than opens' });
    });
    const dates = new Set<string>();
    settings.holidayClosures.forEach((row, index) => {
      if (dates.has(row.date)) ctx.addIssue({ code: 'custom', path: ['holidayClosures', index, 'date'], message: 'is listed twice' });
      dates.add(row.date);
    });
  }) satisfies z.ZodType<Omit<SiteSettings, 'analytics'> & Partial<Pick<SiteSettings, 'analytics'>>>;


// The document as a save receives it (analytics may be left out).
export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;
