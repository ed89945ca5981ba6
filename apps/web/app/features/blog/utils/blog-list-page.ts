// Which page of the blog list an address asks for: /blog?category=<id>&page=<n>. Anything else in the
// query is ignored (the gateway drops it too); a page or category that is not a positive number is null.
export const blogPageSize = 12;

export type BlogListPage = { page: number; category: number | null };

const positive = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

export function blogListPage(search: URLSearchParams): BlogListPage | null {
  const page = search.has('page') ? positive(search.get('page')) : 1;
  const category = search.has('category') ? positive(search.get('category')) : null;
  if (page === null || (search.has('category') && category === null)) return null;
  return { page, category };
}

// The address of a list page, also its canonical: page 1 and no category is plain /blog.
export function blogListHref({ page, category }: BlogListPage): string {
  const query = new URLSearchParams();
  if (category !== null) query.set('category', String(category));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/blog${text ? `?${text}` : ''}`;
}
