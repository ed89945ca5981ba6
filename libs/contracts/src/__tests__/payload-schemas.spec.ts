import type { SiteSettings } from '../settings';
import {
  addEnquiryNoteSchema,
  blogInputSchema,
  categoryInputSchema,
  categoryOrderInputSchema,
  changeRoleSchema,
  inviteSchema,
  issueMessages,
  locationPageInputSchema,
  redirectInputSchema,
  siteSettingsSchema,
  updateEnquirySchema,
} from '../schemas';

const settings: SiteSettings = {
  businessName: 'Halton Hearth', email: 'office@example.com', mailingAddress: 'PO Box 1, Milton ON',
  phones: { main: '(905) 555-0111', emergency: '(905) 555-0199' },
  address: { street: '1 Main St', locality: 'Milton', region: 'ON', postalCode: 'L9T 1P7', country: 'CA' },
  geo: { latitude: 43.5, longitude: -79.9 },
  openingHours: [{ day: 'monday', opens: '08:00', closes: '17:00' }],
  holidayClosures: [{ date: '2026-12-25', note: 'Christmas Day' }],
  serviceAreas: [{ name: 'Milton', locationSlug: 'milton', postalPrefixes: ['L9T'] }],
  socialLinks: [{ network: 'facebook', url: 'https://www.facebook.com/halton-hearth' }],
  testimonials: [{ text: 'Heat back on.', customerName: 'Sam K.', detail: '', consentDate: '2026-10-02' }],
  partners: [{ name: 'Acme', logoUrl: '/media/images/a.png', link: null }],
  emergencyStripText: '24/7 emergency service', enquiryRetentionMonths: 24, analytics: { retentionDays: 90 },
  business: { legalName: '', town: 'Milton', foundedYear: 1985, credentials: [{ label: 'TSSA', registrationNumber: '1', verificationUrl: 'https://www.tssa.org/' }] },
  reviews: { enabled: true, reviewUrl: 'https://g.page/r/x/review', reminderDelayDays: 7 },
  alerts: { urgentReminderMinutes: 10 },
};

const refusal = (value: unknown) => {
  const result = siteSettingsSchema.safeParse(value);
  return result.success ? [] : issueMessages(result.error);
};

describe('the settings schema', () => {
  it('accepts a whole document, trims text and upper-cases postal prefixes', () => {
    const parsed = siteSettingsSchema.parse({ ...settings, businessName: '  Halton Hearth ', serviceAreas: [{ name: 'Milton', locationSlug: null, postalPrefixes: [' l9t'] }] });
    expect(parsed.businessName).toBe('Halton Hearth');
    expect(parsed.serviceAreas[0]?.postalPrefixes).toEqual(['L9T']);
    // Analytics may be left out by a client that predates it.
    const { analytics: _left, ...withoutAnalytics } = settings;
    expect(siteSettingsSchema.safeParse(withoutAnalytics).success).toBe(true);
  });

  it.each([
    ['a phone without its area code', { phones: { main: '555-0111', emergency: '(905) 555-0199' } }, 'phones.main must be a phone number with its area code'],
    ['an e-mail address without a domain', { email: 'office@' }, 'email must be an e-mail address'],
    ['an empty business name', { businessName: '   ' }, 'businessName should not be empty'],
    ['a business name over 200 characters', { businessName: 'n'.repeat(201) }, 'businessName must be shorter than or equal to 200 characters'],
    ['a time that is not HH:MM', { openingHours: [{ day: 'monday', opens: '8am', closes: '17:00' }] }, 'openingHours.0.opens must be a time as HH:MM'],
    ['hours that close before they open', { openingHours: [{ day: 'monday', opens: '17:00', closes: '08:00' }] }, 'openingHours.0.closes must be later than opens'],
    ['a weekday listed twice', { openingHours: [{ day: 'monday', opens: '08:00', closes: '17:00' }, { day: 'monday', opens: '09:00', closes: '12:00' }] }, 'openingHours.1.day is listed twice'],
    ['an unknown weekday', { openingHours: [{ day: 'funday', opens: '08:00', closes: '17:00' }] }, 'openingHours.0.day must be one of: monday, tuesday, wednesday, thursday, friday, saturday, sunday'],
    ['an impossible date', { holidayClosures: [{ date: '2026-02-30', note: 'x' }] }, 'holidayClosures.0.date must be a real date'],
    ['a slug that breaks the pattern', { serviceAreas: [{ name: 'Milton', locationSlug: 'Not A Slug', postalPrefixes: [] }] }, 'serviceAreas.0.locationSlug must be a location page slug (lower case, digits and hyphens)'],
    ['a social link to the home page', { socialLinks: [{ network: 'facebook', url: 'https://www.facebook.com/' }] }, 'socialLinks.0.url must be an https link to a page on facebook.com, not its home page'],
    ['a partner logo not uploaded here', { partners: [{ name: 'Acme', logoUrl: 'https://elsewhere.example/a.png', link: null }] }, 'partners.0.logoUrl must be an image uploaded through the site (/media/images/...)'],
    ['a partner link to javascript:', { partners: [{ name: 'Acme', logoUrl: '/media/images/a.png', link: 'javascript:alert(1)' }] }, 'partners.0.link must be an http(s) URL or a path starting with /'],
    ['a register link over http', { business: { ...settings.business, credentials: [{ label: 'TSSA', registrationNumber: '1', verificationUrl: 'http://www.tssa.org/' }] } }, 'business.credentials.0.verificationUrl must be an https link to the public register, or null'],
    ['a founding year in the future', { business: { ...settings.business, foundedYear: new Date().getFullYear() + 2 } }, 'business.foundedYear cannot be in the future'],
    ['a legal name with NUL', { business: { ...settings.business, legalName: 'A\u0000B' } }, 'business.legalName must not contain NUL characters'],
    ['a review link over http', { reviews: { ...settings.reviews, reviewUrl: 'http://g.page/r/x' } }, 'reviews.reviewUrl must be an https:// address'],
    ['a reminder after zero days', { reviews: { ...settings.reviews, reminderDelayDays: 0 } }, 'reviews.reminderDelayDays must be at least 1'],
    ['an analytics retention under a week', { analytics: { retentionDays: 3 } }, 'analytics.retentionDays must be at least 7'],
    ['an unknown field', { isAdmin: true }, 'property isAdmin should not exist'],
    ['an unknown nested field', { phones: { main: '(905) 555-0111', emergency: '(905) 555-0199', fax: '1' } }, 'property phones.fax should not exist'],
    ['a section of the wrong type', { alerts: 'often' }, 'alerts must be an object'],
  ])('refuses %s, naming the field', (_case, change, message) => {
    expect(refusal({ ...settings, ...change })).toEqual([message]);
  });

  it('says what the whole body must be when it is not an object', () => {
    expect(refusal([settings])).toEqual(['the body must be an object']);
  });

  it('names a missing field', () => {
    const { email: _gone, ...rest } = settings;
    expect(refusal(rest)).toEqual(['email is required']);
  });
});

describe('the post schema', () => {
  const post = { title: 'A post', category: 2 };

  it('fills what was left out or sent as null, and reads a category given as digits', () => {
    expect(blogInputSchema.parse({ ...post, metaTitle: null, category: ' 7 ' })).toMatchObject({ category: 7, metaTitle: '', brief_paragraph: '', blogs_content: [], published_date: '' });
  });

  it.each([
    ['no title', { title: '' }, 'title is required'],
    ['a category that is no id', { category: 'abc' }, 'category must be a category id'],
    ['a category of zero', { category: 0 }, 'category must be a category id'],
    ['a date that does not exist', { published_date: '2099-02-30' }, 'published_date must be an ISO date such as 2025-01-31'],
    ['a canonical link to javascript:', { canonicalLink: 'javascript:alert(1)' }, 'canonicalLink must be an http(s) URL or a path starting with /'],
    ['a paragraph over 100 kB', { brief_paragraph: 'é'.repeat(50_001) }, 'brief_paragraph must be at most 100 kB'],
    ['an unknown state', { state: 'live' }, 'state must be one of: draft, scheduled, published'],
    ['a share picture id that is no id', { og_image_id: 'x' }, 'og_image_id must be the media_id of an image in the media library, or null'],
    ['an unknown field', { author: 'x' }, 'property author should not exist'],
  ])('refuses %s, naming the field', (_case, change, message) => {
    const result = blogInputSchema.safeParse({ ...post, ...change });
    expect(result.success ? [] : issueMessages(result.error)).toEqual([message]);
  });

  it('accepts the times content-api reads: a date, Toronto wall time or an instant', () => {
    for (const published_date of ['2025-01-31', '2026-12-01T09:00', '2026-11-26T23:00:00Z', '']) expect(blogInputSchema.safeParse({ ...post, published_date }).success).toBe(true);
  });
});

describe('the other admin bodies', () => {
  const page = { main_heading: 'Milton', main_paragraph: '<p>Furnace repair in Milton.</p>', meta_title: 'Milton', meta_description: 'Heating in Milton' };
  const refusalOf = (schema: { safeParse: typeof siteSettingsSchema.safeParse }, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : issueMessages(result.error);
  };

  it.each([
    ['a town page without its meta title', locationPageInputSchema, { ...page, meta_title: '' }, 'meta_title is required'],
    ['a town page with a javascript: canonical link', locationPageInputSchema, { ...page, meta_link: 'javascript:x' }, 'meta_link must be an http(s) URL or a path starting with /'],
    ['a category name of spaces', categoryInputSchema, { category: '   ' }, 'category must not be empty'],
    ['a category name with markup', categoryInputSchema, { category: '<b>x</b>' }, 'category must be plain text without < or >'],
    ['an order that repeats an id', categoryOrderInputSchema, { category_ids: [1, 1] }, 'category_ids must not repeat an id'],
    ['a redirect without its target', redirectInputSchema, { source_path: '/a' }, 'target_path must be a path such as /blog/new-slug'],
    ['an assignee name over two lines', updateEnquirySchema, { assignee: { id: 'u', name: 'A\r\nBcc: x' } }, 'assignee.name must be one line'],
    ['an unknown enquiry status', updateEnquirySchema, { status: 'won' }, 'status must be one of: new, contacted, booked, done, cancelled, closed, spam'],
    ['a blank note', addEnquiryNoteSchema, { body: '   ' }, 'body must not be empty'],
    ['an invitation to no address', inviteSchema, { email: 'nobody', role: 'editor' }, 'email must be a valid e-mail address'],
    ['an unknown role', changeRoleSchema, { role: 'root' }, 'role must be one of owner, admin, editor'],
  ])('refuses %s, naming the field', (_case, schema, value, message) => {
    // Like class-validator before, every rule a value breaks is listed (an empty name is also not plain text).
    expect(refusalOf(schema as never, value)).toContain(message);
  });

  it('collapses the spaces of a category name and accepts a whole town page', () => {
    expect(categoryInputSchema.parse({ category: '  Heat   Pumps ' })).toEqual({ category: 'Heat Pumps' });
    expect(locationPageInputSchema.parse(page)).toMatchObject({ ...page, heading_1: '', paragraph_1: '', meta_link: '' });
  });
});
