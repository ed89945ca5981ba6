import type { Blog } from '@hvac/contracts';
import { defaultSiteSettings, services } from '@hvac/site';
import { blogPostingJsonLd, breadcrumbJsonLd, hvacBusinessJsonLd, serializeJsonLd, serviceJsonLd } from '../json-ld';
import { absoluteUrl, buildMeta, pageTitle } from '../meta';
import { firstStartSettings, type PublicSiteSettings } from '../../../lib/site-settings';

const site = 'https://hvac.example.com';

describe('hvacBusinessJsonLd', () => {
  const saved: PublicSiteSettings = {
    ...firstStartSettings,
    businessName: 'Owner Heating',
    phones: { main: '(416) 555-0100', emergency: '+44 20 7946 0000' },
    geo: { latitude: 43.1, longitude: -79.2 },
    openingHours: [
      { day: 'monday', opens: '08:00', closes: '17:00' },
      { day: 'saturday', opens: '09:00', closes: '12:00' },
    ],
    holidayClosures: [{ date: '2026-12-25', note: 'Christmas Day' }],
    socialLinks: [{ network: 'facebook', url: 'https://www.facebook.com/owner-heating' }],
  };

  it('describes the business from the site settings: name, phones, address, geo, hours, closures, areas and profiles', () => {
    const ld = hvacBusinessJsonLd(site, saved);
    expect(ld['@type']).toBe('HVACBusiness');
    expect(ld.name).toBe('Owner Heating');
    expect(ld.telephone).toBe('+14165550100');
    expect(JSON.stringify(ld.contactPoint)).toContain('+442079460000');
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 43.1, longitude: -79.2 });
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '12:00' },
    ]);
    expect(ld.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00', description: 'Christmas Day' },
    ]);
    expect(ld.sameAs).toEqual(['https://www.facebook.com/owner-heating']);
    expect((ld.areaServed as unknown[]).length).toBe(defaultSiteSettings.serviceAreas.length);
    expect(ld.url).toBe('https://hvac.example.com/');
  });

  it('states the business facts of the settings, and none the owner cleared', () => {
    const tssa = { label: 'TSSA-registered contractor', registrationNumber: '000123', verificationUrl: 'https://www.tssa.org/' };
    const facts = { legalName: 'Owner Heating Inc.', town: 'Milton', foundedYear: 1990, credentials: [tssa, { label: 'HRAI member', registrationNumber: '', verificationUrl: null }] };
    const ld = hvacBusinessJsonLd(site, { ...saved, business: facts });
    expect(ld).toMatchObject({ legalName: 'Owner Heating Inc.', foundingDate: '1990', description: 'Heating, cooling, refrigeration and gas lines since 1990' });
    expect(ld.hasCredential).toEqual([
      { '@type': 'EducationalOccupationalCredential', name: 'TSSA-registered contractor', identifier: '000123', url: 'https://www.tssa.org/' },
      { '@type': 'EducationalOccupationalCredential', name: 'HRAI member' },
    ]);
    const cleared = hvacBusinessJsonLd(site, { ...saved, business: { ...facts, legalName: '', foundedYear: null, credentials: [{ ...tssa, label: '' }] } });
    expect(cleared).not.toHaveProperty('legalName');
    expect(cleared).not.toHaveProperty('foundingDate');
    expect(cleared).not.toHaveProperty('hasCredential');
    expect(JSON.stringify(cleared)).not.toMatch(/1990|TSSA|000123/);
  });

  it('claims no profiles and no closures that are not set', () => {
    const ld = hvacBusinessJsonLd(site, firstStartSettings);
    expect(ld).not.toHaveProperty('sameAs');
    expect(ld).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});

describe('serviceJsonLd', () => {
  it('lists the sub-services as offers and points at the business', () => {
    const heating = services[0];
    const ld = serviceJsonLd(site, heating, '/services/heating-systems', defaultSiteSettings.serviceAreas);
    expect(ld.provider).toEqual({ '@id': 'https://hvac.example.com/#business' });
    expect(JSON.stringify(ld)).toContain(heating.subServices[5].title);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(site, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://hvac.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://hvac.example.com/blog' },
    ]);
  });
});

describe('blogPostingJsonLd', () => {
  const post: Blog = {
    blog_id: 7, title: 'Furnace checklist', slug_url: 'furnace-checklist', brief_paragraph: '<p>x</p>', blog_image: '/media/a.jpg',
    published_date: 'October 3, 2025', category: 1, metaTitle: '', metaDescription: '', canonicalLink: '', blogs_content: [], updated_at: '2025-10-04T10:00:00.000Z',
  };

  it('uses a parseable published date and the update time', () => {
    const ld = blogPostingJsonLd(site, post, '/blog/furnace-checklist', 'd', post.blog_image);
    expect(ld.dateModified).toBe('2025-10-04T10:00:00.000Z');
    expect(String(ld.datePublished)).toMatch(/^2025-10-0[23]/);
    expect(ld.image).toBe('https://hvac.example.com/media/a.jpg');
  });

  it('falls back to the update time when the published text is not a date', () => {
    const ld = blogPostingJsonLd(site, { ...post, published_date: 'last autumn' }, '/blog/x', 'd', null);
    expect(ld.datePublished).toBe('2025-10-04T10:00:00.000Z');
    expect(ld).not.toHaveProperty('image');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the surrounding script element', () => {
    const out = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('meta helpers', () => {
  it('builds a canonical URL from the path and keeps absolute editor links', () => {
    expect(absoluteUrl(site, '/about')).toBe('https://hvac.example.com/about');
    expect(absoluteUrl(site, 'https://other.example.org/x')).toBe('https://other.example.org/x');
    const tags = buildMeta({ title: 'About', description: 'd', path: '/about', siteUrl: site, siteName: 'Acme Heating', noindex: true });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://hvac.example.com/about' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it('appends the business name once', () => {
    expect(pageTitle('About', 'Acme Heating')).toBe('About | Acme Heating');
    expect(pageTitle('Acme Heating in Milton', 'Acme Heating')).toBe('Acme Heating in Milton');
  });
});
