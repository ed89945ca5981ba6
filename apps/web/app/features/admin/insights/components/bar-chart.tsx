import { useId } from 'react';

export type Bar = { key: string; label: string; value: number; shown?: string; warn?: boolean };

const width = 600;
const rowHeight = 26;
const labelWidth = 210;
const valueWidth = 70;

// Horizontal bars with their labels and values, and an optional limit line (Google's "good" threshold):
// an inline SVG as the admin's enquiries chart draws, with a summary for screen readers. Tables carry
// the same figures beside each chart.
export function BarChart({ bars, summary, limit }: { bars: Bar[]; summary: string; limit?: { value: number; label: string } }) {
  const id = useId();
  const max = Math.max(1e-9, limit?.value ?? 0, ...bars.map((b) => b.value));
  const plot = width - labelWidth - valueWidth;
  const height = Math.max(1, bars.length) * rowHeight + (limit ? 18 : 4);
  const limitX = limit ? labelWidth + (plot * limit.value) / max : 0;
  return (
    <figure className="dashboard-chart analytics-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{summary}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Bar chart: ${summary}`} className="dashboard-chart__svg">
        {bars.map((bar, i) => {
          const y = i * rowHeight + (limit ? 16 : 2);
          return (
            <g key={bar.key}>
              <text x={labelWidth - 8} y={y + 16} textAnchor="end" className="dashboard-chart__label">
                {bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label}
              </text>
              <rect x={labelWidth} y={y + 3} width={Math.max(1, (plot * bar.value) / max)} height={rowHeight - 8} rx={3} className={bar.warn ? 'dashboard-chart__bar dashboard-chart__bar--current' : 'dashboard-chart__bar'}>
                <title>{`${bar.label}: ${bar.shown ?? bar.value}`}</title>
              </rect>
              <text x={width - valueWidth + 6} y={y + 16} className="dashboard-chart__value">
                {bar.shown ?? bar.value}
              </text>
            </g>
          );
        })}
        {limit ? (
          <g>
            <line x1={limitX} x2={limitX} y1={12} y2={height} className="analytics-chart__limit" />
            <text x={limitX} y={10} textAnchor="middle" className="dashboard-chart__label">
              {limit.label}
            </text>
          </g>
        ) : null}
      </svg>
    </figure>
  );
}
