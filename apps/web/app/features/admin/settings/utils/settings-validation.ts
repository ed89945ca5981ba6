import { validateBusinessFacts } from '../components/business-facts-settings';
import { emailPattern, isSocialProfileUrl, isWebUrl, phonePattern, settingsLimits, socialNetworks, type SiteSettings } from '@hvac/contracts';

// Field errors keyed by the path the server names too ("phones.main", "testimonials.0.consentDate").
export type SettingsErrors = Record<string, string>;

const isRealDate = (value: string) => settingsLimits.datePattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

// The browser's checks before a save, the same rules as the server's DTO; the server stays the judge.
export function validateSettings(s: SiteSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  const required = (path: string, value: string, label: string) => {
    if (!value.trim()) errors[path] = `${label} is required.`;
  };
  required('businessName', s.businessName, 'The business name');
  for (const key of ['main', 'emergency'] as const) {
    if (!phonePattern.test(s.phones[key].trim())) errors[`phones.${key}`] = 'Enter a phone number with its area code, e.g. (905) 555-0187.';
  }
  if (!emailPattern.test(s.email.trim())) errors['email'] = 'Enter an e-mail address.';
  required('mailingAddress', s.mailingAddress, 'The mailing address');
  for (const key of ['street', 'locality', 'region', 'postalCode', 'country'] as const) required(`address.${key}`, s.address[key], 'This part of the address');
  if (!(Math.abs(s.geo.latitude) <= 90)) errors['geo.latitude'] = 'The latitude is between -90 and 90.';
  if (!(Math.abs(s.geo.longitude) <= 180)) errors['geo.longitude'] = 'The longitude is between -180 and 180.';
  const days = new Set<string>();
  s.openingHours.forEach((row, i) => {
    if (days.has(row.day)) errors[`openingHours.${i}.day`] = 'This day is listed twice.';
    days.add(row.day);
    if (!settingsLimits.timePattern.test(row.opens)) errors[`openingHours.${i}.opens`] = 'Enter a time.';
    if (!settingsLimits.timePattern.test(row.closes)) errors[`openingHours.${i}.closes`] = 'Enter a time.';
    else if (row.closes <= row.opens) errors[`openingHours.${i}.closes`] = 'Closing must be later than opening.';
  });
  s.holidayClosures.forEach((row, i) => {
    if (!isRealDate(row.date)) errors[`holidayClosures.${i}.date`] = 'Enter a date.';
    required(`holidayClosures.${i}.note`, row.note, 'A note');
  });
  s.serviceAreas.forEach((row, i) => {
    required(`serviceAreas.${i}.name`, row.name, 'The town');
    if (row.locationSlug !== null && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(row.locationSlug)) errors[`serviceAreas.${i}.locationSlug`] = 'Choose a location page.';
    const badPrefix = row.postalPrefixes.find((prefix) => !settingsLimits.postalPrefixPattern.test(prefix));
    if (badPrefix !== undefined) errors[`serviceAreas.${i}.postalPrefixes`] = `"${badPrefix}" is not a postal prefix: use a district letter (M) or the first three characters of a postal code (L9T).`;
    else if (row.postalPrefixes.length > settingsLimits.postalPrefixesMax) errors[`serviceAreas.${i}.postalPrefixes`] = `At most ${settingsLimits.postalPrefixesMax} prefixes per town.`;
  });
  s.socialLinks.forEach((row, i) => {
    if (!isSocialProfileUrl(row.network, row.url.trim())) {
      errors[`socialLinks.${i}.url`] = `Enter the https address of your page on ${socialNetworks[row.network].domain} (not the site's home page).`;
    }
  });
  s.testimonials.forEach((row, i) => {
    required(`testimonials.${i}.text`, row.text, 'The testimonial');
    required(`testimonials.${i}.customerName`, row.customerName, "The customer's name");
    if (!isRealDate(row.consentDate)) errors[`testimonials.${i}.consentDate`] = 'Enter the date the customer agreed to publication.';
  });
  s.partners.forEach((row, i) => {
    required(`partners.${i}.name`, row.name, "The partner's name");
    if (!row.logoUrl) errors[`partners.${i}.logoUrl`] = 'Upload the logo.';
    if (row.link !== null && !(row.link && isWebUrl(row.link.trim()))) errors[`partners.${i}.link`] = 'Enter an http(s) address or leave it empty.';
  });
  required('emergencyStripText', s.emergencyStripText, 'The emergency strip text');
  const months = s.enquiryRetentionMonths;
  if (!Number.isInteger(months) || months < settingsLimits.retentionMonthsMin || months > settingsLimits.retentionMonthsMax) {
    errors['enquiryRetentionMonths'] = `Enter a whole number of months from ${settingsLimits.retentionMonthsMin} to ${settingsLimits.retentionMonthsMax}.`;
  }
  return { ...errors, ...validateBusinessFacts(s.business) };
}

// The server's 400 names the field first ("phones.main must be ..."); the form shows it there.
export function fieldOfServerMessage(message: string, settings: SiteSettings): string | null {
  const path = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*)[ :]/.exec(message)?.[1];
  const top = path?.split('.')[0];
  return path && top && Object.hasOwn(settings, top) ? path : null;
}
