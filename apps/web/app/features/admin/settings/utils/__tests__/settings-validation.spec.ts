import type { SiteSettings } from '@hvac/contracts';
import { issueMessages, siteSettingsSchema } from '@hvac/contracts/schemas';
import { defaultSiteSettings } from '@hvac/site';
import { draftErrors } from '../../../kit/hooks/__tests__/draft-errors';
import { fieldOfServerMessage, settingsResolver } from '../settings-validation';

const validateSettings = (value: SiteSettings) => draftErrors(settingsResolver, value);

const settings = (overrides: Partial<SiteSettings>): SiteSettings => ({ ...defaultSiteSettings, ...overrides });

describe('the settings form\'s resolver (siteSettingsSchema)', () => {
  it('accepts the first-start defaults, and every business fact cleared', async () => {
    expect(await validateSettings(defaultSiteSettings)).toEqual({});
    expect(await validateSettings(settings({ business: { legalName: '', town: '', foundedYear: null, credentials: [{ label: '', registrationNumber: '', verificationUrl: null }] } }))).toEqual({});
  });

  it.each([
    ['a phone without its area code', settings({ phones: { main: '555-0187', emergency: '(905) 555-0142' } }), 'phones.main'],
    ['a testimonial without a consent date', settings({ testimonials: [{ text: 'Great', customerName: 'A.', detail: '', consentDate: '' }] }), 'testimonials.0.consentDate'],
    ['an impossible date', settings({ holidayClosures: [{ date: '2026-02-30', note: 'x' }] }), 'holidayClosures.0.date'],
    ['a social link to the home page', settings({ socialLinks: [{ network: 'facebook', url: 'https://www.facebook.com/' }] }), 'socialLinks.0.url'],
    ['hours that close before they open', settings({ openingHours: [{ day: 'monday', opens: '17:00', closes: '08:00' }] }), 'openingHours.0.closes'],
    ['a day listed twice', settings({ openingHours: [{ day: 'monday', opens: '08:00', closes: '17:00' }, { day: 'monday', opens: '08:00', closes: '12:00' }] }), 'openingHours.1.day'],
    ['a partner without a logo', settings({ partners: [{ name: 'Acme', logoUrl: '', link: null }] }), 'partners.0.logoUrl'],
    ['a retention of zero months', settings({ enquiryRetentionMonths: 0 }), 'enquiryRetentionMonths'],
    ['a founding year typed as words', settings({ business: { ...defaultSiteSettings.business, foundedYear: Number('since 85') } }), 'business.foundedYear'],
    ['a register link over http', settings({ business: { ...defaultSiteSettings.business, credentials: [{ label: 'TSSA', registrationNumber: '', verificationUrl: 'http://www.tssa.org/' }] } }), 'business.credentials.0.verificationUrl'],
  ])('names the field of %s', async (_case, value, field) => {
    expect(Object.keys(await validateSettings(value))).toEqual([field]);
  });

  it('finds the field a server message names', () => {
    expect(fieldOfServerMessage('phones.main must be a phone number with its area code', defaultSiteSettings)).toBe('phones.main');
    expect(fieldOfServerMessage('testimonials.0.consentDate: consentDate must be a real date', defaultSiteSettings)).toBe('testimonials.0.consentDate');
    expect(fieldOfServerMessage('Not authorized as an admin', defaultSiteSettings)).toBeNull();
  });

  it("shows the server's words, from the one schema both validate with", async () => {
    const body = settings({ serviceAreas: [{ name: 'Milton', locationSlug: 'Not A Slug', postalPrefixes: ['L9T'] }] });
    const { error } = siteSettingsSchema.safeParse(body);
    expect(error).toBeDefined();
    expect(Object.values(await validateSettings(body))).toEqual(error ? issueMessages(error) : []);
    expect(await validateSettings(body)).toEqual({ 'serviceAreas.0.locationSlug': 'serviceAreas.0.locationSlug must be a location page slug (lower case, digits and hyphens)' });
  });
});
