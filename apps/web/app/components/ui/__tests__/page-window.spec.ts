import { hidesPages, pageWindow, pagesShownWhole, type PageWindowItem } from '../page-window';

// "1 2 … 9" style, to read the expectations at a glance.
const shown = (items: PageWindowItem[]) => items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('page window', () => {
  it('shows every page when there are few', () => {
    expect(shown(pageWindow(1, 1))).toBe('1');
    expect(shown(pageWindow(4, pagesShownWhole))).toBe('1 2 3 4 5 6 7');
    expect(hidesPages(pageWindow(4, pagesShownWhole))).toBe(false);
  });

  it('keeps the first and last page and the neighbours of the current one, with a gap for each run left out', () => {
    expect(shown(pageWindow(1, 20))).toBe('1 2 … 20');
    expect(shown(pageWindow(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(shown(pageWindow(20, 20))).toBe('1 … 19 20');
    expect(hidesPages(pageWindow(10, 20))).toBe(true);
  });

  it('shows a lone left-out page instead of an ellipsis', () => {
    expect(shown(pageWindow(4, 20))).toBe('1 2 3 4 5 … 20');
    expect(shown(pageWindow(17, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('names each gap by the page after it, so keys stay unique', () => {
    const gaps = pageWindow(10, 20).filter((item) => item.kind === 'gap');
    expect(gaps).toEqual([
      { kind: 'gap', before: 9 },
      { kind: 'gap', before: 20 },
    ]);
  });
});
