import type { ReactNode } from 'react';

const weekLabel = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });
// Week starts are calendar dates (Mondays in Toronto): shown as they are, whatever the viewer's zone.
export const formatWeek = (weekStart: string) => weekLabel.format(new Date(`${weekStart}T00:00:00Z`));

type WeekFiguresProps<W> = {
  className: string;
  summary: string;
  // The headings after 'Week of', and each week's cells under them.
  columns: string[];
  weeks: W[];
  cells: (week: W) => ReactNode[];
  // An admin table (a card per row on a narrow screen) rather than the chart's own plain one.
  adminTable?: boolean;
};

// Under a chart: its figures as a table, one click away for everyone and what a screen reader reads.
export function WeekFigures<W extends { weekStart: string }>({ className, summary, columns, weeks, cells, adminTable }: WeekFiguresProps<W>) {
  const table = (
    <table className={adminTable ? 'admin-table' : undefined}>
      <thead>
        <tr>
          {['Week of', ...columns].map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.weekStart}>
            <th scope="row">{formatWeek(week.weekStart)}</th>
            {cells(week).map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <details className={className}>
      <summary>{summary}</summary>
      {adminTable ? <div className="admin-table-wrap">{table}</div> : table}
    </details>
  );
}
