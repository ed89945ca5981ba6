import type { AuditPage } from '@hvac/contracts';
import { Form } from 'react-router';
import { Button } from '../../../../components/ui/button';
import type { AuditFilters } from '../api/get-audit-entries';
import { formatDateTime } from '../../kit/utils/display';
import { Pagination } from '../../kit/components/pagination';

export function AuditScreen({ page, filters, audit }: { page: number; filters: AuditFilters; audit: AuditPage }) {
  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Audit log</h1>
          <p className="lead">Every change made in the portal and every sign-in, failed sign-in and lock-out: who, when, what and from where. Entries cannot be edited or removed; old ones are pruned after the retention period.</p>
        </div>
      </div>
      <Form method="get" className="btn-row" aria-label="Filter the audit log">
        <label>
          Who <input name="who" type="search" defaultValue={filters.who} placeholder="e-mail" />
        </label>
        <label>
          Action <input name="action" type="search" defaultValue={filters.action} placeholder="sign-in, POST /blogs" />
        </label>
        <label>
          From <input name="from" type="date" defaultValue={filters.from} />
        </label>
        <label>
          Before <input name="to" type="date" defaultValue={filters.to} />
        </label>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      {audit.items.length === 0 ? (
        <p className="admin-empty">No entries match.</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Audit log" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Outcome</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {audit.items.map((entry) => (
                <tr key={entry.id}>
                  <td className="admin-nowrap">{formatDateTime(entry.at)}</td>
                  <td>{entry.actorEmail ?? 'unknown'}</td>
                  <td>
                    {entry.action}
                    {entry.target ? <span className="admin-muted">On {entry.target}</span> : null}
                  </td>
                  <td>{entry.outcome}</td>
                  <td>{entry.address ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={audit.total} label="Audit log" />
    </>
  );
}
