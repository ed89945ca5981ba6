import { Link, useLocation } from 'react-router';
import { adminPageSize, pageCount, pageRange } from '../utils/pagination';

export function Pagination({ page, total, label }: { page: number; total: number; label: string }) {
  const location = useLocation();
  const pages = pageCount(total, adminPageSize);
  const { from, to } = pageRange(page, total, adminPageSize);
  const hrefFor = (n: number) => {
    const search = new URLSearchParams(location.search);
    if (n <= 1) search.delete('page');
    else search.set('page', String(n));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className="admin-pagination" aria-label={`${label} pages`}>
      <p>
        {total === 0 ? 'Nothing yet.' : `Showing ${from}–${to} of ${total}`}
      </p>
      {pages > 1 ? (
        <div className="btn-row">
          {page > 1 ? (
            <Link className="btn btn--outline btn--sm" to={hrefFor(page - 1)}>
              ← Newer
            </Link>
          ) : null}
          <span className="admin-pagination__page">
            Page {Math.min(page, pages)} of {pages}
          </span>
          {page < pages ? (
            <Link className="btn btn--outline btn--sm" to={hrefFor(page + 1)}>
              Older →
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
