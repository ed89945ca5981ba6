import { settingsLimits } from '@hvac/contracts';
import { defaultSiteSettings, withSettingsDefaults } from '../default-settings';
import { defaultPostalPrefixes, defaultPostalPrefixesOf, isInServiceArea } from '../service-area-postcodes';
import { serviceAreas } from '../service-areas';

const areas = defaultSiteSettings.serviceAreas;

describe('service-area postal codes', () => {
  it('gives every default town its postal prefixes, each at most one forward sortation area long', () => {
    expect(Object.keys(defaultPostalPrefixes).sort()).toEqual([...serviceAreas].sort());
    for (const area of areas) {
      expect(area.postalPrefixes.length).toBeGreaterThan(0);
      for (const prefix of area.postalPrefixes) expect(prefix).toMatch(settingsLimits.postalPrefixPattern);
    }
  });

  it.each(['L9T 1P7', 'l9e0a1', 'L9T-2X5', 'M5V 3L9', 'N2L 3G1', '  L6H 7A1 '])('%s is in a default service area', (code) => {
    expect(isInServiceArea(code, areas)).toBe(true);
  });

  it.each(['K1A 0B1', 'H2X 1Y4', 'V6B 1A1', 'L0R 1A0', 'L4G 1A1'])('%s is outside the default service areas', (code) => {
    expect(isInServiceArea(code, areas)).toBe(false);
  });

  it.each(['', 'L9T', '90210', 'not a code'])('%j is not a postal code, so not in the area', (code) => {
    expect(isInServiceArea(code, areas)).toBe(false);
  });

  it("follows the owner's areas: an added prefix brings a code in, a removed town takes its codes out", () => {
    const withoutMilton = areas.filter((area) => area.name !== 'Milton');
    expect(isInServiceArea('L9T 1P7', withoutMilton)).toBe(false);
    const withOttawa = [...areas, { name: 'Ottawa', locationSlug: null, postalPrefixes: ['K1A'] }];
    expect(isInServiceArea('K1A 0B1', withOttawa)).toBe(true);
    expect(isInServiceArea('L9T 1P7', [])).toBe(false);
  });
});

describe('withSettingsDefaults', () => {
  it('gives an area saved before areas had postal prefixes the default ones of its town, and none to a new town', () => {
    const saved = { businessName: 'Saved Name', serviceAreas: [{ name: 'Milton', locationSlug: 'milton' }, { name: 'Orangeville', locationSlug: null }] };
    const settings = withSettingsDefaults(saved as unknown as Parameters<typeof withSettingsDefaults>[0]);
    expect(settings.businessName).toBe('Saved Name');
    expect(settings.serviceAreas).toEqual([
      { name: 'Milton', locationSlug: 'milton', postalPrefixes: defaultPostalPrefixesOf('Milton') },
      { name: 'Orangeville', locationSlug: null, postalPrefixes: [] },
    ]);
    expect(settings.emergencyStripText).toBe(defaultSiteSettings.emergencyStripText);
  });

  it("keeps the owner's prefixes, an empty list included", () => {
    const settings = withSettingsDefaults({ serviceAreas: [{ name: 'Milton', locationSlug: null, postalPrefixes: [] }] });
    expect(settings.serviceAreas[0]?.postalPrefixes).toEqual([]);
  });
});
