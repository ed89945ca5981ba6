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
