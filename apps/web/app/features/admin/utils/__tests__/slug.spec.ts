import { suggestSlug } from '../slug';

describe('suggestSlug', () => {
  it('turns a title into a lower-case, hyphenated address', () => {
    expect(suggestSlug('Furnace Tune-Up: 7 Things We Check Every Fall')).toBe('furnace-tune-up-7-things-we-check-every-fall');
  });

  it('folds accents and drops punctuation at either end', () => {
    expect(suggestSlug('  Café & Crème Brûlée Ovens!  ')).toBe('cafe-creme-brulee-ovens');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(suggestSlug('!!! ???')).toBe('');
  });

  it('never exceeds the title limit', () => {
    expect(suggestSlug('word '.repeat(100)).length).toBeLessThanOrEqual(200);
  });
});
