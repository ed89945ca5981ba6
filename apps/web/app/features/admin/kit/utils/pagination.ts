import { adminSearchMax } from '@hvac/contracts';

export const adminPageSize = 20;

// The 1-based page number from ?page=, anything odd counts as the first page.
export function pageFromSearch(search: URLSearchParams): number {
  const value = Number(search.get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

export function pageCount(total: number, size: number = adminPageSize): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageRange(page: number, total: number, size: number = adminPageSize): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * size + 1;
  return { from: Math.min(from, total), to: Math.min(page * size, total) };
}

// What an admin list shows, from its address (?page=&q=): links to a page or a search can be shared,
// and Back returns to them.
export type ListQuery = { page: number; q: string | null };

export function listQueryFromSearch(search: URLSearchParams): ListQuery {
  return { page: pageFromSearch(search), q: search.get('q')?.trim().slice(0, adminSearchMax) || null };
}

// The API's query for that page of the list: limit and offset, q when searching, and the filters set.
export function listSearchParams({ page, q }: ListQuery, filters: Record<string, string | null> = {}): URLSearchParams {
  const params = new URLSearchParams({ limit: String(adminPageSize), offset: String((page - 1) * adminPageSize) });
  if (q) params.set('q', q);
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

// The address of another page of the same list, its search and filters kept (page 1 has no ?page=).
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
