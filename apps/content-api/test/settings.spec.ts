import { apiPaths, type PublicSiteSettings, publicSettingKeys, type SiteSettings, type SiteSettingsRecord } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import { call, startTestApp, type TestApp } from './test-app';

type Reply<T> = { status: string; data: T; message?: string };

const saved = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  ...defaultSiteSettings,
  phones: { main: '(905) 555-0111', emergency: '(905) 555-0199' },
  socialLinks: [{ network: 'facebook', url: 'https://www.facebook.com/halton-hearth' }],
  testimonials: [{ text: 'Heat back on the same night.', customerName: 'Sam K.', detail: 'Homeowner, Milton', consentDate: '2026-10-02' }],
  holidayClosures: [{ date: '2026-12-25', note: 'Christmas Day' }],
  ...overrides,
});

describe('site settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the first-start defaults, without invented social links or testimonials, until the owner saves', async () => {
    const reply = await call<Reply<SiteSettings>>(t, 'GET', apiPaths.settings, { token: null });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('must-revalidate');
    const { enquiryRetentionMonths: _retention, analytics: _analytics, reviews: _reviews, alerts: _alerts, ...shown } = defaultSiteSettings;
    expect(reply.body.data).toEqual({ ...shown, retention: { enquiryMonths: defaultSiteSettings.enquiryRetentionMonths, analyticsEventDays: defaultSiteSettings.analytics.retentionDays } });
    expect(reply.body.data.socialLinks).toEqual([]);
    expect(reply.body.data.testimonials).toEqual([]);

    const admin = await call<Reply<SiteSettingsRecord>>(t, 'GET', apiPaths.adminSettings);
    expect(admin.body.data).toEqual({ settings: defaultSiteSettings, updatedAt: null, updatedBy: null, version: 0 });
  });

  it('saves the whole document with who saved it and when, and the public read shows it at once', async () => {
    const before = Date.now();
    const put = await call<Reply<SiteSettingsRecord>>(t, 'PUT', apiPaths.adminSettings, { body: saved({ enquiryRetentionMonths: 36 }) });
    expect(put.status).toBe(200);
    expect(put.body.data.settings).toEqual(saved({ enquiryRetentionMonths: 36 }));
    expect(put.body.data.updatedBy).toEqual(expect.stringContaining('@'));
    expect(Date.parse(put.body.data.updatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const read = await call<Reply<SiteSettings>>(t, 'GET', apiPaths.settings, { token: null });
    expect(read.body.data.phones).toEqual({ main: '(905) 555-0111', emergency: '(905) 555-0199' });
    expect(read.body.data.testimonials).toHaveLength(1);
    expect((await call<Reply<SiteSettingsRecord>>(t, 'GET', apiPaths.adminSettings)).body.data.settings.enquiryRetentionMonths).toBe(36);
  });

  it("publishes only the allow-listed settings: never the owner's review, alert or analytics settings, which the admin reads", async () => {
    const reviewUrl = 'https://g.page/r/halton-hearth-private/review';
    const put = await call<Reply<SiteSettingsRecord>>(t, 'PUT', apiPaths.adminSettings, {
      body: saved({ enquiryRetentionMonths: 18, reviews: { ...defaultSiteSettings.reviews, reviewUrl }, alerts: { urgentReminderMinutes: 25 }, analytics: { retentionDays: 120 } }),
    });
    expect(put.status).toBe(200);
    const read = await call<Reply<PublicSiteSettings>>(t, 'GET', apiPaths.settings, { token: null });
    for (const key of ['reviews', 'alerts', 'analytics', 'enquiryRetentionMonths']) expect(read.body.data).not.toHaveProperty(key);
    expect(Object.keys(read.body.data).sort()).toEqual([...publicSettingKeys, 'retention'].sort());
    expect(JSON.stringify(read.body)).not.toContain('halton-hearth-private');
    // The periods the privacy page states.
    expect(read.body.data.retention).toEqual({ enquiryMonths: 18, analyticsEventDays: 120 });

    const admin = (await call<Reply<SiteSettingsRecord>>(t, 'GET', apiPaths.adminSettings)).body.data.settings;
    expect(admin.reviews.reviewUrl).toBe(reviewUrl);
    expect(admin.alerts).toEqual({ urgentReminderMinutes: 25 });
    expect(admin.analytics).toEqual({ retentionDays: 120 });
  });

  it('keeps cleared business facts in the document but publishes no cleared credential, not even its number', async () => {
    const business = { legalName: '', town: '', foundedYear: null, credentials: [{ label: '', registrationNumber: '000777', verificationUrl: 'https://www.tssa.org/' }, { label: 'HRAI member', registrationNumber: '', verificationUrl: null }] };
    const put = await call<Reply<SiteSettingsRecord>>(t, 'PUT', apiPaths.adminSettings, { body: saved({ business }) });
    expect(put.status).toBe(200);
    expect(put.body.data.settings.business).toEqual(business);
    const read = await call<Reply<SiteSettings>>(t, 'GET', apiPaths.settings, { token: null });
    expect(read.body.data.business).toEqual({ ...business, credentials: [business.credentials[1]] });
    expect(JSON.stringify(read.body)).not.toContain('000777');
  });

  it("stores an area's postal prefixes upper-cased and trimmed, as the owner means them", async () => {
    const areas = [{ name: 'Milton', locationSlug: 'milton', postalPrefixes: [' l9t', 'L9E '] }];
    const put = await call<Reply<SiteSettingsRecord>>(t, 'PUT', apiPaths.adminSettings, { body: saved({ serviceAreas: areas }) });
    expect(put.status).toBe(200);
    expect(put.body.data.settings.serviceAreas).toEqual([{ name: 'Milton', locationSlug: 'milton', postalPrefixes: ['L9T', 'L9E'] }]);
  });

  it('lets only an admin read the whole document or save it', async () => {
    expect((await call(t, 'PUT', apiPaths.adminSettings, { body: saved(), token: null })).status).toBe(401);
    expect((await call(t, 'GET', apiPaths.adminSettings, { token: null })).status).toBe(401);
    const visitor = await t.issuer.sign({ isAdmin: false });
    expect((await call(t, 'PUT', apiPaths.adminSettings, { body: saved(), token: visitor })).status).toBe(403);
  });

  it.each([
    ['a missing field', (() => { const { email: _gone, ...rest } = saved(); return rest; })(), 'email'],
    ['a phone without its area code', saved({ phones: { main: '555-0111', emergency: '(905) 555-0199' } }), 'phones.main'],
    ['a testimonial without a consent date', saved({ testimonials: [{ text: 'Great', customerName: 'A.', detail: '', consentDate: '' }] }), 'testimonials.0.consentDate'],
    ['an impossible consent date', saved({ testimonials: [{ text: 'Great', customerName: 'A.', detail: '', consentDate: '2026-02-30' }] }), 'testimonials.0.consentDate'],
    ['a social link to the network home page', saved({ socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/' }] }), 'socialLinks.0.url'],
    ['a social link to another domain', saved({ socialLinks: [{ network: 'facebook', url: 'https://facebook.com.evil.example/page' }] }), 'socialLinks.0.url'],
    ['a social link over http', saved({ socialLinks: [{ network: 'facebook', url: 'http://www.facebook.com/page' }] }), 'socialLinks.0.url'],
    ['an unknown network', saved({ socialLinks: [{ network: 'myspace' as 'x', url: 'https://myspace.com/page' }] }), 'socialLinks.0.network'],
    ['hours that close before they open', saved({ openingHours: [{ day: 'monday', opens: '17:00', closes: '08:00' }] }), 'openingHours.0.closes'],
    ['a weekday listed twice', saved({ openingHours: [{ day: 'monday', opens: '08:00', closes: '17:00' }, { day: 'monday', opens: '09:00', closes: '12:00' }] }), 'openingHours.1.day'],
    ['a time that is not HH:MM', saved({ openingHours: [{ day: 'monday', opens: '8am', closes: '17:00' }] }), 'openingHours.0.opens'],
    ['a partner logo that was not uploaded', saved({ partners: [{ name: 'Acme', logoUrl: 'https://elsewhere.example/logo.png', link: null }] }), 'partners.0.logoUrl'],
    ['a partner link to javascript:', saved({ partners: [{ name: 'Acme', logoUrl: '/media/images/a.png', link: 'javascript:alert(1)' }] }), 'partners.0.link'],
    ['a service area slug with spaces', saved({ serviceAreas: [{ name: 'Milton', locationSlug: 'not a slug', postalPrefixes: ['L9T'] }] }), 'serviceAreas.0.locationSlug'],
    ['a postal prefix that is not a forward sortation area', saved({ serviceAreas: [{ name: 'Milton', locationSlug: null, postalPrefixes: ['L9T', 'L9'] }] }), 'serviceAreas.0.postalPrefixes'],
    ['postal prefixes that are not a list', saved({ serviceAreas: [{ name: 'Milton', locationSlug: null, postalPrefixes: 'L9T' as unknown as string[] }] }), 'serviceAreas.0.postalPrefixes'],
    ['a latitude off the globe', saved({ geo: { latitude: 123, longitude: 0 } }), 'geo.latitude'],
    ['a retention period of zero months', saved({ enquiryRetentionMonths: 0 }), 'enquiryRetentionMonths'],
    // The business facts (`business`): each may be cleared, none may be wrong.
    ['no business facts', (() => { const { business: _gone, ...rest } = saved(); return rest; })(), 'business'],
    ['a founding year in the future', saved({ business: { ...defaultSiteSettings.business, foundedYear: 3000 } }), 'business.foundedYear'],
    ['a founding year that is not a number', saved({ business: { ...defaultSiteSettings.business, foundedYear: '1985' as unknown as number } }), 'business.foundedYear'],
    ['a register link over http', saved({ business: { ...defaultSiteSettings.business, credentials: [{ label: 'TSSA', registrationNumber: '1', verificationUrl: 'http://www.tssa.org/' }] } }), 'business.credentials.0.verificationUrl'],
    ['a legal name with a NUL character', saved({ business: { ...defaultSiteSettings.business, legalName: 'Acme\u0000 Ltd.' } }), 'business.legalName'],
    ['a credential without its number field', saved({ business: { ...defaultSiteSettings.business, credentials: [{ label: 'TSSA', verificationUrl: null } as never] } }), 'business.credentials.0.registrationNumber'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const reply = await call<{ status: string; message: string }>(t, 'PUT', apiPaths.adminSettings, { body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(field);
  });
});
