import { apiPaths, type SiteSettings } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import { call } from '../test-app';
import { leadRows } from './lead-rows';
import { contactForm, type LeadsStack, postJson, startLeadsStack } from './leads-stack';

// Every content-api reader of a business fact follows the owner's site settings, not the first-start defaults.
describe('content-api pages and checks follow the site settings', () => {
  let s: LeadsStack;
  const renamed: SiteSettings = {
    ...defaultSiteSettings,
    businessName: 'Renamed Comfort Co.',
    phones: { main: '(905) 555-0123', emergency: '(905) 555-0177' },
    email: 'office@renamed.example',
    serviceAreas: [
      { name: 'Milton', locationSlug: null, postalPrefixes: ['L9T'] },
      { name: 'Ottawa', locationSlug: null, postalPrefixes: ['K1A'] },
    ],
  };

  beforeAll(async () => {
    s = await startLeadsStack();
    const put = await call(s.t, 'PUT', apiPaths.adminSettings, { body: renamed });
    expect(put.status).toBe(200);
  }, 90_000);
  afterAll(() => s?.close());

  it('titles the RSS feed with the business name of the settings', async () => {
    const xml = await (await fetch(`${s.t.baseUrl}${apiPaths.rss}`)).text();
    expect(xml).toContain('<title>Renamed Comfort Co. blog</title>');
    expect(xml).not.toContain(defaultSiteSettings.businessName.replace('&', '&amp;'));
  });

  it.each([apiPaths.newsletterConfirm, apiPaths.newsletterUnsubscribe])('names the business, its phone and e-mail on %s', async (path) => {
    const page = await fetch(`${s.t.baseUrl}${path}?token=not-a-token`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('<title>Link not recognised | Renamed Comfort Co.</title>');
    expect(html).toContain('<a class="brand" href="http://localhost:8080/">Renamed Comfort Co.</a>');
    expect(html).toContain('<a href="tel:+19055550123">(905) 555-0123</a>');
    expect(html).toContain('mailto:office@renamed.example');
    expect(html).not.toContain(defaultSiteSettings.phones.main);
  });

  it.each([
    ['K1A 0B1', 'a prefix the owner added', false],
    ['L9T 1P7', 'a prefix the owner kept', false],
    ['L9E 0A1', 'a default prefix the owner removed', true],
    ['L6H 7A1', 'a town the owner removed', true],
  ])('stores %s (%s) with outsideServiceArea %s', async (postalCode, _why, outside) => {
    const form = contactForm(Number(postalCode.replace(/\D/g, '')), { phone: '905-555-0100', timeWindow: 'morning', postalCode });
    expect((await postJson(s.t, apiPaths.contactForm, form)).body).toEqual({ msg: 'success' });
    expect(await leadRows(s.t).enquiries.findOneByOrFail({ email: form.email })).toMatchObject({ postalCode, outsideServiceArea: outside });
  });
});
