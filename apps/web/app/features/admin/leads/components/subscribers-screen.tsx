import { type Page, type Subscriber, type SubscriberStatus, subscriberStatuses } from '@hvac/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { exportSubscribers } from '../api/export-subscribers';
import { useBannerStore } from '../../kit/stores/banner-store';
import { downloadFile } from '../../kit/utils/download-file';
import { formatDateTime } from '../../kit/utils/display';
import type { ListQuery } from '../../kit/utils/pagination';
import { DeliveryBadge } from '../../kit/components/delivery-badge';
import { type FilterOption, FilterLinks } from '../../kit/components/filter-links';
import { ListSearch } from '../../kit/components/list-search';
import { Pagination } from '../../kit/components/pagination';

const statusLabels: Record<SubscriberStatus, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  spam: 'Spam (not mailed)',
};

export function SubscribersScreen({ list, status, subscribers }: { list: ListQuery; status: SubscriberStatus | null; subscribers: Page<Subscriber> }) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await exportSubscribers();
      downloadFile(file);
      showBanner('success', 'Subscriber list exported.');
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const filters: FilterOption<SubscriberStatus>[] = [{ value: null, label: 'All' }, ...subscriberStatuses.map((s) => ({ value: s, label: statusLabels[s] }))];

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Subscribers</h1>
          <p className="lead">
            Newsletter sign-ups. Only confirmed subscribers may be mailed; each row keeps the consent record (when, from which page, which wording). Sign-ups that came from bots are kept as spam and were never mailed.
          </p>
        </div>
        <div className="btn-row">
          <Button variant="outline" busy={revalidator.state === 'loading'} busyLabel="Refreshing..." onClick={() => void revalidator.revalidate()}>
            Refresh
          </Button>
          <Button variant="navy" busy={exporting} busyLabel="Exporting..." onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </div>
      </div>
      <FilterLinks label="Filter subscribers by status" param="status" options={filters} current={status} />
      <ListSearch label="Search subscribers" hint="Part of an e-mail address" q={list.q} />
      {subscribers.items.length === 0 ? (
        <p className="admin-empty">{list.q ? `No subscriber matches “${list.q}”.` : `No subscribers${status ? ' with this status' : ' yet'}.`}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Subscribers" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Status</th>
                <th scope="col">Consent</th>
                <th scope="col">Confirmation e-mail</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.items.map((s) => (
                <tr key={s.id}>
                  <td>
                    <strong>{s.email}</strong>
                  </td>
                  <td>
                    <span className={`admin-badge admin-badge--${s.status}`}>{statusLabels[s.status]}</span>
                    {s.confirmedAt ? <span className="admin-muted">Confirmed {formatDateTime(s.confirmedAt)}</span> : null}
                    {s.unsubscribedAt ? <span className="admin-muted">Unsubscribed {formatDateTime(s.unsubscribedAt)}</span> : null}
                  </td>
                  <td>
                    <span className="admin-nowrap">{formatDateTime(s.consentAt)}</span>
                    {s.sourcePage ? <span className="admin-muted">From {s.sourcePage}</span> : null}
                    <span className="admin-muted">Wording {s.consentVersion}</span>
                  </td>
                  <td>
                    <DeliveryBadge delivery={s.confirmMail} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} total={subscribers.total} label="Subscribers" />
    </>
  );
}
