import { business } from '../business';
import { fillBusinessFacts, findService, services, type ServiceEntry } from '../services';

// Every text of an entry, with where it stands, so a failure names the field.
function textsOf(service: ServiceEntry): [string, string][] {
  const { page } = service;
  return [
    ['title', service.title],
    ['summary', service.summary],
    ...service.subServices.flatMap((s, i): [string, string][] => [
      [`subServices[${i}].title`, s.title],
      [`subServices[${i}].description`, s.description],
    ]),
    ['page.seoTitle', page.seoTitle],
    ['page.seoDescription', page.seoDescription],
    ...page.seoKeywords.map((t, i): [string, string] => [`page.seoKeywords[${i}]`, t]),
    ['page.heroText', page.heroText],
    ['page.subHeading', page.subHeading],
    ...page.intro.map((t, i): [string, string] => [`page.intro[${i}]`, t]),
    ...page.signs.map((t, i): [string, string] => [`page.signs[${i}]`, t]),
    ...page.faq.flatMap((f, i): [string, string][] => [
      [`page.faq[${i}].question`, f.question],
      [`page.faq[${i}].answer`, f.answer],
    ]),
    ['page.closing', page.closing],
  ];
}

describe('the service catalogue', () => {
  it('lists the eight services with their public slugs, in the order the site shows them', () => {
    expect(services.map((s) => s.slug)).toEqual(['heating-systems', 'refrigation', 'design-build', 'air-conditioning', 'gas-lines', 'sheet-metal', 'fire-places', 'hydronics']);
  });

  it('gives every service its own title', () => {
    expect(new Set(services.map((s) => s.title)).size).toBe(services.length);
  });

  it.each(services.map((s) => [s.slug, s] as const))('%s: has every text, trimmed, with no placeholder left', (_slug, service) => {
    expect(service.subServices.length).toBeGreaterThan(0);
    expect(service.page.intro.length).toBeGreaterThan(0);
    expect(service.page.signs.length).toBeGreaterThan(0);
    expect(service.page.faq.length).toBeGreaterThan(0);
    expect(typeof service.page.gasSafety).toBe('boolean');
    for (const [field, text] of textsOf(service)) {
      expect({ field, text: text.trim() === text && text.length > 0 }).toEqual({ field, text: true });
      expect({ field, placeholder: /[{}]/.test(text) }).toEqual({ field, placeholder: false });
    }
  });

  it('gives every service page its own meta keywords: lower case, no commas (they join them), none on two pages', () => {
    const all = services.flatMap((s) => s.page.seoKeywords);
    for (const service of services) expect(service.page.seoKeywords.length).toBeGreaterThanOrEqual(5);
    expect(all.filter((k) => k !== k.toLowerCase() || k.includes(','))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('fills the business facts the copy names, and bakes in none of the owner\'s settings', () => {
    expect(JSON.stringify(services)).not.toMatch(/since (19|20)\d\d|for \d+ years|\d+ years of experience/i);
    expect(findService('gas-lines')?.page.faq.find((f) => f.question === 'What should I do if I smell gas?')?.answer).toBe(business.gasSafety);
  });

  it('refuses copy that names a fact the business does not have', () => {
    expect(fillBusinessFacts('{gasSafety}')).toBe(business.gasSafety);
    expect(() => fillBusinessFacts('For {experienceYears} years')).toThrow('unknown business fact: {experienceYears}');
    expect(() => fillBusinessFacts('Call {faxNumber}')).toThrow('unknown business fact: {faxNumber}');
  });

  it('finds a service by its slug as spelled in the URL only', () => {
    expect(findService('refrigation')?.title).toBe('Refrigeration');
    expect(findService('refrigeration')).toBeUndefined();
  });
});
