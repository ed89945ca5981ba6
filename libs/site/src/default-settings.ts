import { analyticsRetentionLimits, type SiteSettings } from '@hvac/contracts';
import { defaultPostalPrefixesOf } from './service-area-postcodes';
import { serviceAreas } from './service-areas';

// What the site shows on a first start, until the owner saves the site settings, and the only place the
// code names the business's name, legal name, town, founding year, credentials, phones, e-mail and addresses. Placeholders: the phones are in the
// fictional 555-01xx range and the e-mail domain is example.com. No social links, testimonials or partner
// logos are invented.
export const defaultSiteSettings: SiteSettings = {
  businessName: 'Halton Hearth & Air',
  phones: { main: '(905) 555-0187', emergency: '(905) 555-0142' },
  email: 'info@example.com',
  mailingAddress: 'PO Box 1985, Milton, ON L9T 0A1',
  address: { street: '400 Main Street East', locality: 'Milton', region: 'ON', postalCode: 'L9T 1P7', country: 'CA' },
  geo: { latitude: 43.5183, longitude: -79.8774 },
  openingHours: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({ day, opens: '08:00', closes: '17:00' })),
  holidayClosures: [],
  serviceAreas: serviceAreas.map((name) => ({ name, locationSlug: null, postalPrefixes: defaultPostalPrefixesOf(name) })),
  socialLinks: [],
  testimonials: [],
  partners: [],
  emergencyStripText: 'Furnace or AC down? Our 24/7 emergency line answers day and night.',
  enquiryRetentionMonths: 24,
  analytics: { retentionDays: analyticsRetentionLimits.default },
  business: {
    legalName: 'Halton Hearth & Air Ltd.',
    town: 'Milton',
    foundedYear: 1985,
    // Registration numbers are the owner's to fill in; TSSA's public register is where a visitor checks one.
    credentials: [
      { label: 'Licensed G1 and G2 gas technicians', registrationNumber: '', verificationUrl: null },
      { label: 'TSSA-registered contractor', registrationNumber: '', verificationUrl: 'https://www.tssa.org/' },
      { label: 'HRAI member', registrationNumber: '', verificationUrl: null },
      { label: 'WSIB coverage and full liability insurance', registrationNumber: '', verificationUrl: null },
      { label: 'Written warranties on parts and labour', registrationNumber: '', verificationUrl: null },
      { label: 'Upfront quotes before any work starts', registrationNumber: '', verificationUrl: null },
      { label: 'Financing available', registrationNumber: '', verificationUrl: null },
      { label: 'Same-day service where possible', registrationNumber: '', verificationUrl: null },
    ],
  },
  // No review link until the owner sets one, so no request goes out before that.
  reviews: { enabled: true, reviewUrl: null, reminderDelayDays: 7 },
  alerts: { urgentReminderMinutes: 10 },
};

// The settings in force for a saved document: a field added to the settings after the last save reads its
// default, and so do the postal prefixes of an area saved before areas had them.
export function withSettingsDefaults(saved: Partial<SiteSettings>): SiteSettings {
  const settings = { ...defaultSiteSettings, ...saved };
  const serviceAreas = settings.serviceAreas.map((area) => ({ ...area, postalPrefixes: area.postalPrefixes ?? defaultPostalPrefixesOf(area.name) }));
  return { ...settings, serviceAreas };
}
