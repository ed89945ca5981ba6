import type { DashboardWeek } from '@hvac/contracts';
import { useId } from 'react';
import { formatWeek, WeekFigures } from './week-figures';


const width = 600;
const height = 220;
const axis = 28; // room for the week labels under the bars
const top = 20; // room for the count above the tallest bar

// New enquiries per week as an inline SVG bar chart. Screen readers get a one-line summary on the image
// and the figures as a table (also one click away for everyone).
export function EnquiriesChart({ weeks }: { weeks: DashboardWeek[] }) {
  const id = useId();
  const max = Math.max(1, ...weeks.map((w) => w.enquiries));
  const slot = width / Math.max(1, weeks.length);
  const barWidth = slot * 0.62;
  const total = weeks.reduce((sum, w) => sum + w.enquiries, 0);
  const current = weeks.at(-1);
  const summary = `${total} new ${total === 1 ? 'enquiry' : 'enquiries'} in the last ${weeks.length} weeks${current ? `, ${current.enquiries} this week` : ''}.`;
  return (
    <figure className="dashboard-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{summary}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Bar chart: ${summary}`} className="dashboard-chart__svg">
        <line x1={0} x2={width} y1={height - axis} y2={height - axis} className="dashboard-chart__axis" />
        {weeks.map((week, i) => {
          const barHeight = ((height - axis - top) * week.enquiries) / max;
          const x = i * slot + (slot - barWidth) / 2;
          const y = height - axis - barHeight;
          return (
            <g key={week.weekStart} data-week={week.weekStart}>
              <rect x={x} y={y} width={barWidth} height={barHeight} rx={3} className={i === weeks.length - 1 ? 'dashboard-chart__bar dashboard-chart__bar--current' : 'dashboard-chart__bar'}>
                <title>{`Week of ${formatWeek(week.weekStart)}: ${week.enquiries}`}</title>
              </rect>
              <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" className="dashboard-chart__value">
                {week.enquiries}
              </text>
              {i % 2 === weeks.length % 2 ? null : (
                <text x={x + barWidth / 2} y={height - 8} textAnchor="middle" className="dashboard-chart__label">
                  {formatWeek(week.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <WeekFigures className="dashboard-chart__table" summary="The figures as a table" columns={['New enquiries']} weeks={weeks} cells={(week) => [week.enquiries]} />
    </figure>
  );
}
