import { pageCount, pageFromSearch, pageRange } from '../pagination';

describe('pagination', () => {
  it('reads the page number from the query, defaulting to the first', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const odd of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) expect(pageFromSearch(new URLSearchParams(odd))).toBe(1);
  });

  it('counts pages and the rows shown', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageRange(1, 0, 20)).toEqual({ from: 0, to: 0 });
    expect(pageRange(3, 41, 20)).toEqual({ from: 41, to: 41 });
    expect(pageRange(2, 41, 20)).toEqual({ from: 21, to: 40 });
  });
});
