import type { SiteSettings } from '@hvac/contracts';
import { business, formatPostalAddress } from './business';
import { defaultPostalPrefixesOf } from './service-area-postcodes';
import { serviceAreas } from './service-areas';

// What the site shows on a first start, until the owner saves the site settings: the placeholders of
// `business` (555-01xx phones, example.com). No social links, testimonials or partner logos are invented.
export const defaultSiteSettings: SiteSettings = {
  businessName: business.name,
  phones: { main: business.phones.office.display, emergency: business.phones.emergency.display },
  email: business.email,
  mailingAddress: formatPostalAddress(),
  address: { ...business.streetAddress },
  geo: { ...business.geo },
  openingHours: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
    day,
    opens: business.hours.office.opens,
    closes: business.hours.office.closes,
  })),
  holidayClosures: [],
  serviceAreas: serviceAreas.map((name) => ({ name, locationSlug: null, postalPrefixes: defaultPostalPrefixesOf(name) })),
  socialLinks: [],
  testimonials: [],
  partners: [],
  emergencyStripText: 'Furnace or AC down? Our 24/7 emergency line answers day and night.',
  enquiryRetentionMonths: 24,
};

// The settings in force for a saved document: a field added to the settings after the last save reads its
// default, and so do the postal prefixes of an area saved before areas had them.
export function withSettingsDefaults(saved: Partial<SiteSettings>): SiteSettings {
  const settings = { ...defaultSiteSettings, ...saved };
  const serviceAreas = settings.serviceAreas.map((area) => ({ ...area, postalPrefixes: area.postalPrefixes ?? defaultPostalPrefixesOf(area.name) }));
  return { ...settings, serviceAreas };
}
