// Which page numbers a pager shows: every page when there are few, otherwise the first and last, the
// current one with its neighbours, and a gap for each run of pages left out. A gap would hide a single
// page is shown as that page instead, since the number takes no more room than the ellipsis.
export type PageWindowItem = { kind: 'page'; page: number } | { kind: 'gap'; before: number };

export const pagesShownWhole = 7;

export function pageWindow(current: number, total: number): PageWindowItem[] {
  if (total <= pagesShownWhole) return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }));
  const shown = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const items: PageWindowItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', before: page });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}

// Whether the window leaves pages out (the pager then also lists every page behind a disclosure).
export const hidesPages = (items: readonly PageWindowItem[]): boolean => items.some((item) => item.kind === 'gap');
