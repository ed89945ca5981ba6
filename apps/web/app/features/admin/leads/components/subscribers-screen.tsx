import { type Page, type Subscriber, type SubscriberStatus, subscriberStatuses } from '@hvac/contracts';
import { Button } from '../../../../components/ui/button';
import { DeliveryBadge } from '../../kit/components/delivery-badge';
import { type FilterOption, FilterLinks } from '../../kit/components/filter-links';
import { ListSearch } from '../../kit/components/list-search';
import { ListScreen, RefreshButton } from '../../kit/components/list-screen';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import { formatDateTime } from '../../kit/utils/display';
import type { ListQuery } from '../../kit/utils/pagination';

const statusLabels: Record<SubscriberStatus, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  spam: 'Spam (not mailed)',
};

const filters: FilterOption<SubscriberStatus>[] = [{ value: null, label: 'All' }, ...subscriberStatuses.map((s) => ({ value: s, label: statusLabels[s] }))];

// The export posts to the route's action (api/export-subscribers.ts), which saves the file.
export function SubscribersScreen({ list, status, subscribers }: { list: ListQuery; status: SubscriberStatus | null; subscribers: Page<Subscriber> }) {
  const { pending, submit } = useActionFetcher();
  return (
    <ListScreen
      title="Subscribers"
      lead="Newsletter sign-ups. Only confirmed subscribers may be mailed; each row keeps the consent record (when, from which page, which wording). Sign-ups that came from bots are kept as spam and were never mailed."
      actions={
        <div className="btn-row">
          <RefreshButton />
          <Button variant="navy" busy={pending('export')} busyLabel="Exporting..." onClick={() => submit({ intent: 'export' })}>
            Export CSV
          </Button>
        </div>
      }
      tools={
        <>
          <FilterLinks label="Filter subscribers by status" param="status" options={filters} current={status} />
          <ListSearch label="Search subscribers" hint="Part of an e-mail address" q={list.q} />
        </>
      }
      label="Subscribers"
      columns={['E-mail', 'Status', 'Consent', 'Confirmation e-mail']}
      empty={list.q ? `No subscriber matches “${list.q}”.` : `No subscribers${status ? ' with this status' : ' yet'}.`}
      paging={{ page: list.page, total: subscribers.total }}
      rows={subscribers.items.map((s) => (
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
    />
  );
}
