import type { AnalyticsDay } from '@hvac/contracts';
import { useId } from 'react';

const dayLabel = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });
// Days are Toronto calendar dates: shown as they are, whatever the viewer's zone.
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

const width = 600;
const height = 200;
const axis = 24;

// Visitors (bars) and page views (a line) per day, today last.
export function DailyChart({ days }: { days: AnalyticsDay[] }) {
  const id = useId();
  const max = Math.max(1, ...days.map((d) => Math.max(d.visitors, d.views)));
  const slot = width / Math.max(1, days.length);
  const y = (n: number) => height - axis - ((height - axis - 8) * n) / max;
  const visitors = days.reduce((n, d) => n + d.visitors, 0);
  const views = days.reduce((n, d) => n + d.views, 0);
  const summary = `${visitors} ${visitors === 1 ? 'visitor' : 'visitors'} and ${views} page ${views === 1 ? 'view' : 'views'} in the last ${days.length} days.`;
  const labelEvery = Math.ceil(days.length / 7);
  return (
    <figure className="dashboard-chart analytics-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{summary} Bars: visitors a day; line: page views.</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Chart: ${summary}`} className="dashboard-chart__svg">
        <line x1={0} x2={width} y1={height - axis} y2={height - axis} className="dashboard-chart__axis" />
        {days.map((d, i) => (
          <g key={d.day} data-day={d.day}>
            <rect x={i * slot + slot * 0.15} y={y(d.visitors)} width={slot * 0.7} height={height - axis - y(d.visitors)} className="dashboard-chart__bar">
              <title>{`${formatDay(d.day)}: ${d.visitors} visitors, ${d.views} page views`}</title>
            </rect>
            {i % labelEvery === (days.length - 1) % labelEvery ? (
              <text x={i * slot + slot / 2} y={height - 6} textAnchor="middle" className="dashboard-chart__label">
                {formatDay(d.day)}
              </text>
            ) : null}
          </g>
        ))}
        <polyline points={days.map((d, i) => `${i * slot + slot / 2},${y(d.views)}`).join(' ')} className="analytics-chart__line" />
      </svg>
    </figure>
  );
}
