import { shownCredentials, yearsInBusiness } from '@hvac/contracts';
import { businessTagline, defaultSiteSettings, generalFaq, legalNameOf, withSettingsDefaults } from '../index';

const facts = defaultSiteSettings.business;
const faqOf = (business: typeof facts) => generalFaq({ locality: 'Milton', serviceAreas: defaultSiteSettings.serviceAreas, business });

describe('business facts', () => {
  it('gives a document saved before the facts were settings the first-start facts', () => {
    const { business: _missing, ...older } = defaultSiteSettings;
    expect(withSettingsDefaults(older).business).toEqual(facts);
    expect(facts.credentials.map((c) => c.label)).toEqual(expect.arrayContaining(['TSSA-registered contractor', 'Licensed G1 and G2 gas technicians', 'HRAI member', 'Financing available']));
  });

  it('leaves out what the owner clears', () => {
    const cleared = { ...facts, legalName: ' ', foundedYear: null, credentials: facts.credentials.map((c) => (/HRAI|Financing/.test(c.label) ? { ...c, label: '' } : c)) };
    expect(businessTagline(facts)).toBe('Heating, cooling, refrigeration and gas lines since 1985');
    expect(businessTagline(cleared)).toBe('Heating, cooling, refrigeration and gas lines');
    expect(yearsInBusiness(cleared)).toBeNull();
    expect(yearsInBusiness(facts, new Date('2026-06-01T12:00:00Z'))).toBe(41);
    expect(legalNameOf(cleared, 'Acme Heating')).toBe('Acme Heating');
    expect(shownCredentials(cleared).map((c) => c.label).join()).not.toMatch(/HRAI|Financing/);
    expect(JSON.stringify(faqOf(facts))).toMatch(/financing/i);
    expect(JSON.stringify(faqOf(cleared))).not.toMatch(/financing|HRAI/i);
    expect(faqOf({ ...facts, credentials: [] }).map((f) => f.question)).not.toContain('Are you licensed and insured?');
  });
});
