import { useLocation } from 'react-router';
import { Pagination as PageLinks } from '../../../../components/ui/pagination';
import { adminPageSize, pageCount, pageHref, pageRange } from '../utils/pagination';

// Under every admin list: how many rows there are in all, and a link to each page (the first and the
// last always among them), each page an address of its own.
export function Pagination({ page, total, label }: { page: number; total: number; label: string }) {
  const location = useLocation();
  const pages = pageCount(total, adminPageSize);
  const { from, to } = pageRange(page, total, adminPageSize);
  return (
    <div className="admin-pagination">
      <p>{total === 0 ? 'Nothing yet.' : `Showing ${from}–${to} of ${total}`}</p>
      <PageLinks
        label={`${label} pages`}
        current={Math.min(page, pages)}
        total={pages}
        hrefOf={(n) => pageHref(location.pathname, location.search, n)}
        previousLabel="Previous"
        nextLabel="Next"
        listEvery={false}
      />
    </div>
  );
}
