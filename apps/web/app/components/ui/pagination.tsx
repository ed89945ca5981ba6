import { Link } from 'react-router';
import { hidesPages, pageWindow } from './page-window';

type PaginationProps = {
  // Names the navigation landmark ("Blog pages").
  label: string;
  current: number;
  total: number;
  hrefOf: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
  // The admin's long lists (hundreds of pages) leave out the "All pages" list; first and last stay linked.
  listEvery?: boolean;
};

function PageLink({ page, current, hrefOf }: { page: number; current: number; hrefOf: (page: number) => string }) {
  return (
    <Link to={hrefOf(page)} aria-label={`Page ${page}`} aria-current={page === current ? 'page' : undefined}>
      {page}
    </Link>
  );
}

// Numbered pages as plain links, so visitors without JavaScript and crawlers reach every page. When the
// window leaves pages out, "All pages" lists each of them too: every page is then one click from any other.
export function Pagination({ label, current, total, hrefOf, previousLabel, nextLabel, listEvery = true }: PaginationProps) {
  if (total <= 1) return null;
  const items = pageWindow(current, total);
  return (
    <nav aria-label={label} className="pagination">
      <ul className="pagination__pages">
        {current > 1 ? (
          <li>
            <Link to={hrefOf(current - 1)} rel="prev" className="pagination__step">
              ← {previousLabel}
            </Link>
          </li>
        ) : null}
        {items.map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <PageLink page={item.page} current={current} hrefOf={hrefOf} />
            </li>
          ) : (
            <li key={`gap-${item.before}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link to={hrefOf(current + 1)} rel="next" className="pagination__step">
              {nextLabel} →
            </Link>
          </li>
        ) : null}
      </ul>
      {listEvery && hidesPages(items) ? (
        <details className="pagination__all">
          <summary>All {total} pages</summary>
          <ul className="pagination__pages">
            {Array.from({ length: total }, (_, i) => (
              <li key={i + 1}>
                <PageLink page={i + 1} current={current} hrefOf={hrefOf} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </nav>
  );
}
