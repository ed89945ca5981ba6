import { isInServiceArea, serviceAreaPostalPrefixes } from '../service-area-postcodes';
import { serviceAreas } from '../service-areas';

describe('service-area postal codes', () => {
  it('lists postal prefixes for every town we serve, each at most one forward sortation area long', () => {
    expect(Object.keys(serviceAreaPostalPrefixes).sort()).toEqual([...serviceAreas].sort());
    for (const list of Object.values(serviceAreaPostalPrefixes)) for (const prefix of list) expect(prefix).toMatch(/^[A-Z](?:[0-9][A-Z])?$/);
  });

  it.each(['L9T 1P7', 'l9e0a1', 'L9T-2X5', 'M5V 3L9', 'N2L 3G1', '  L6H 7A1 '])('%s is in a served town', (code) => {
    expect(isInServiceArea(code)).toBe(true);
  });

  it.each(['K1A 0B1', 'H2X 1Y4', 'V6B 1A1', 'L0R 1A0', 'L4G 1A1'])('%s is outside the service areas', (code) => {
    expect(isInServiceArea(code)).toBe(false);
  });

  it.each(['', 'L9T', '90210', 'not a code'])('%j is not a postal code, so not in the area', (code) => {
    expect(isInServiceArea(code)).toBe(false);
  });
});
