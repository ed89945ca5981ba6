import { webVitalGoodThresholds, type WebVitalName, webVitalNames, type WebVitalRow, type WebVitalsReport } from '@hvac/contracts';
import { BarChart } from './bar-chart';
import { type Column, DataTable } from './data-table';

const metricLabels: Record<WebVitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export const formatVital = (metric: WebVitalName, value: number) => (metric === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`);

const columns: Column<WebVitalRow>[] = [
  { header: 'Page', cell: (r) => r.route },
  { header: 'Device', cell: (r) => r.device },
  { header: 'Measure', cell: (r) => r.metric },
  { header: '75th percentile', cell: (r) => formatVital(r.metric, r.p75), numeric: true },
  { header: 'Page loads', cell: (r) => r.samples, numeric: true },
  { header: 'Previous 28 days', cell: (r) => (r.previousP75 === null ? '–' : formatVital(r.metric, r.previousP75)), numeric: true },
  { header: 'Verdict', cell: (r) => `${r.good ? 'Good' : 'Needs work'}${r.worse ? ' · Worse than before' : ''}` },
];

// Real visitors' speed: per measure, the 75th percentile of each page template on each device over 28
// days against Google's "good" line; a row that turned worse than its previous 28 days is called out.
export function WebVitalsPanel({ vitals }: { vitals: WebVitalsReport }) {
  const worse = vitals.rows.filter((r) => r.worse);
  return (
    <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="analytics-vitals" data-testid="web-vitals">
      <h2 id="analytics-vitals">Real visitors’ speed (Web Vitals, last 28 days)</h2>
      {worse.map((r) => (
        <p key={`${r.route}|${r.device}|${r.metric}`} className="dashboard-warning">
          Warning: {r.metric} on {r.route} ({r.device}) is {formatVital(r.metric, r.p75)}, worse than {formatVital(r.metric, r.previousP75 ?? 0)} in the 28 days before.
        </p>
      ))}
      {vitals.rows.length ? (
        webVitalNames.map((metric) => {
          const rows = vitals.rows.filter((r) => r.metric === metric);
          if (!rows.length) return null;
          const limit = webVitalGoodThresholds[metric];
          return (
            <BarChart
              key={metric}
              summary={`${metricLabels[metric]} (${metric}): ${rows.filter((r) => r.good).length} of ${rows.length} page and device pairs are good (at most ${formatVital(metric, limit)}).`}
              limit={{ value: limit, label: `good ≤ ${formatVital(metric, limit)}` }}
              bars={rows.map((r) => ({ key: `${r.route}|${r.device}`, label: `${r.route} · ${r.device}`, value: r.p75, shown: formatVital(metric, r.p75), warn: !r.good || r.worse }))}
            />
          );
        })
      ) : null}
      <DataTable caption="Web Vitals per page and device" columns={columns} rows={vitals.rows} rowKey={(r) => `${r.route}|${r.device}|${r.metric}`} empty="No measurements from visitors yet." />
    </section>
  );
}
