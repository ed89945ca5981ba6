import type { AuditPage } from '@hvac/contracts';
import { Form } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ListScreen } from '../../kit/components/list-screen';
import { formatDateTime } from '../../kit/utils/display';
import type { AuditFilters } from '../api/get-audit-entries';

export function AuditScreen({ page, filters, audit }: { page: number; filters: AuditFilters; audit: AuditPage }) {
  return (
    <ListScreen
      title="Audit log"
      lead="Every change made in the portal and every sign-in, failed sign-in and lock-out: who, when, what and from where. Entries cannot be edited or removed; old ones are pruned after the retention period."
      tools={
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
      }
      label="Audit log"
      columns={['When', 'Who', 'Action', 'Outcome', 'From']}
      empty="No entries match."
      paging={{ page, total: audit.total }}
      rows={audit.items.map((entry) => (
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
    />
  );
}
