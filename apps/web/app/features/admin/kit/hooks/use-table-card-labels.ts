import { type RefObject, useEffect } from 'react';

// On a phone the admin's tables read as cards (CSS, by the width of their box), one per row; each cell then shows
// its column's name, taken here from the table's own header, so every table (and any a new screen adds) gets them
// without repeating its headers in its markup. A header that is only visually hidden (a buttons column) gives none.
export function useTableCardLabels(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const label = () => {
      for (const table of element.querySelectorAll<HTMLTableElement>('table.admin-table')) {
        const names = [...table.querySelectorAll('thead th')].map((th) => (th.querySelector(':scope > .visually-hidden:only-child') ? '' : (th.textContent ?? '').trim()));
        for (const body of table.tBodies) {
          for (const row of body.rows) {
            [...row.cells].forEach((cell, index) => {
              const name = names[index];
              if (name && cell.dataset['label'] !== name) cell.dataset['label'] = name;
            });
          }
        }
      }
    };
    label();
    // Rows come and go as lists load and pages change; only added or removed nodes matter (the labels are attributes).
    const observer = new MutationObserver(label);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}
