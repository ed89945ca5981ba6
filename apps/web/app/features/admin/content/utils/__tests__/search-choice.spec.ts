import { enquirySpamFilters } from '@hvac/contracts';
import { searchChoice } from '../search-choice';

describe('searchChoice', () => {
  it.each([
    ['spam=only', 'only'],
    ['spam=exclude&page=2', 'exclude'],
    ['', 'include'],
    ['spam=everything', 'include'],
    ['spam=ONLY', 'include'],
  ])('?%s reads as %s', (query, expected) => {
    expect(searchChoice(new URLSearchParams(query), 'spam', enquirySpamFilters, 'include')).toBe(expected);
  });
});
