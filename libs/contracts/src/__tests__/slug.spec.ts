import { normaliseSlug } from '../slug';

describe('normaliseSlug', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Furnace   Repair\tin\nMilton  ', 'furnace-repair-in-milton'],
    ["What's the R-32 refrigerant? (2026)", 'what-s-the-r-32-refrigerant-2026'],
    ['Crème brûlée & Façade', 'creme-brulee-facade'],
    ['already-a-slug', 'already-a-slug'],
    ['--Leading and trailing--', 'leading-and-trailing'],
    ['!!!', ''],
    ['日本語', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseSlug(input)).toBe(expected);
  });

  it('caps the length without leaving a trailing hyphen', () => {
    const slug = normaliseSlug(`${'a'.repeat(199)} b`);
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.endsWith('-')).toBe(false);
  });
});
