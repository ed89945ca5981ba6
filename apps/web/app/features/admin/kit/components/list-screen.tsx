import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Pagination } from './pagination';

type ListScreenProps = {
  title: string;
  lead: ReactNode;
  // Buttons beside the title (Refresh, Export, Invite).
  actions?: ReactNode;
  // What comes between the title and the table: filters, a search, a form to add a row.
  tools?: ReactNode;
  // The table's accessible name and its column headings (a heading may be visually hidden).
  label: string;
  columns: ReactNode[];
  // Shown instead of the table when there are no rows; without it the table shows empty.
  empty?: ReactNode;
  // The rows, one <tr> each.
  rows: ReactNode[];
  // The page shown and the rows in all, for the pagination under the list.
  paging?: { page: number; total: number };
  // Dialogs and sections after the list.
  children?: ReactNode;
};

// Every admin list: title and lead, tools, the table (a card per row on a narrow screen) or what is
// shown when there are no rows, and the pages.
export function ListScreen({ title, lead, actions, tools, label, columns, empty, rows, paging, children }: ListScreenProps) {
  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
        </div>
        {actions}
      </div>
      {tools}
      {rows.length === 0 && empty ? <p className="admin-empty">{empty}</p> : <AdminTable label={label} columns={columns} rows={rows} />}
      {paging ? <Pagination page={paging.page} total={paging.total} label={label} /> : null}
      {children}
    </>
  );
}

export function AdminTable({ label, columns, rows, className }: { label: string; columns: ReactNode[]; rows: ReactNode[]; className?: string }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `admin-table ${className}` : 'admin-table'}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

// Reloads the list from the server (new enquiries and sign-ups arrive while the screen is open).
export function RefreshButton() {
  const revalidator = useRevalidator();
  return (
    <Button variant="outline" busy={revalidator.state === 'loading'} busyLabel="Refreshing..." onClick={() => void revalidator.revalidate()}>
      Refresh
    </Button>
  );
}
