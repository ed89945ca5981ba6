import { blogListHref, blogListPage } from '../blog-list-page';

describe('blog list pages', () => {
  it('reads the page and category, defaulting to the first page of every category', () => {
    expect(blogListPage(new URLSearchParams(''))).toEqual({ page: 1, category: null });
    expect(blogListPage(new URLSearchParams('page=3&category=2&utm_source=x'))).toEqual({ page: 3, category: 2 });
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=', 'category=x', 'page=1e3'])('refuses %s', (query) => {
    expect(blogListPage(new URLSearchParams(query))).toBeNull();
  });

  it('writes one canonical address per page', () => {
    expect(blogListHref({ page: 1, category: null })).toBe('/blog');
    expect(blogListHref({ page: 2, category: null })).toBe('/blog?page=2');
    expect(blogListHref({ page: 2, category: 4 })).toBe('/blog?category=4&page=2');
  });
});
