import { listQueryFromSearch, listSearchParams, pageCount, pageFromSearch, pageHref, pageRange } from '../pagination';

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

  it('reads a list\'s page and search from its address and asks the API for that page', () => {
    const list = listQueryFromSearch(new URLSearchParams(`page=3&q=${encodeURIComponent('  furnace  ')}&state=draft`));
    expect(list).toEqual({ page: 3, q: 'furnace' });
    expect(listSearchParams(list, { state: 'draft', status: null }).toString()).toBe('limit=20&offset=40&q=furnace&state=draft');
    expect(listQueryFromSearch(new URLSearchParams('q=%20')).q).toBeNull();
    expect(listQueryFromSearch(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('links another page of the same list, its search and filters kept', () => {
    expect(pageHref('/admin/blogs', '?q=heat&page=2&state=draft', 5)).toBe('/admin/blogs?q=heat&page=5&state=draft');
    expect(pageHref('/admin/blogs', '?q=heat&page=2', 1)).toBe('/admin/blogs?q=heat');
    expect(pageHref('/admin/blogs', '', 1)).toBe('/admin/blogs');
  });
});
