import { type AnalyticsLandingRow, type AnalyticsLeadSourceRow, type AnalyticsPageRow, type AnalyticsReport, type AnalyticsSourceRow, type AnalyticsWindow, analyticsWindows, type WebVitalsReport } from '@hvac/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { BarChart } from './bar-chart';
import { DailyChart, formatDay } from './daily-chart';
import { type Column, DataTable } from './data-table';
import { WebVitalsPanel } from './web-vitals-panel';
import '../styles/analytics.css';

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const sourceLabel = (r: { source: string; campaign: string }) => (r.campaign ? `${r.source} · ${r.campaign}` : r.source);

const pageColumns: Column<AnalyticsPageRow>[] = [
  { header: 'Page', cell: (r) => r.path },
  { header: 'Page views', cell: (r) => r.views, numeric: true },
  { header: 'Visitors', cell: (r) => r.visitors, numeric: true },
];
const sourceColumns: Column<AnalyticsSourceRow>[] = [
  { header: 'Source', cell: (r) => r.source },
  { header: 'Medium', cell: (r) => r.medium || '–' },
  { header: 'Campaign', cell: (r) => r.campaign || '–' },
  { header: 'Visitors', cell: (r) => r.visitors, numeric: true },
  { header: 'Page views', cell: (r) => r.views, numeric: true },
];
const leadColumns: Column<AnalyticsLeadSourceRow>[] = [
  { header: 'Source', cell: (r) => r.source },
  { header: 'Campaign', cell: (r) => r.campaign || '–' },
  { header: 'Enquiries', cell: (r) => r.enquiries, numeric: true },
  { header: 'Newsletter sign-ups', cell: (r) => r.subscribers, numeric: true },
];
const landingColumns: Column<AnalyticsLandingRow>[] = [
  { header: 'Landing page', cell: (r) => r.path },
  { header: 'Visitors who landed', cell: (r) => r.visitors, numeric: true },
  { header: 'Enquiries', cell: (r) => r.enquiries, numeric: true },
  { header: 'Conversion', cell: (r) => (r.visitors ? percent(r.conversionRate) : '–'), numeric: true },
];

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="dashboard-panel dashboard-panel--wide" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

// What works: visits, sources, leads per source and conversion per landing page for 7, 28 or 90 days,
// and real visitors' speed. Counted without cookies or personal data (see the privacy page).
export function AnalyticsScreen({ report, vitals, onExport }: { report: AnalyticsReport; vitals: WebVitalsReport; onExport: () => Promise<void> }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Analytics</h1>
          <p className="lead">
            Visits from {formatDay(report.from)} to {formatDay(report.to)} (today counts up to the last hourly update). Visitors are counted without cookies: each day anew, so a visitor who comes back on
            three days counts three times.
          </p>
        </div>
        <div className="btn-row">
          <Button variant="navy" busy={exporting} busyLabel="Exporting..." onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </div>
      </div>
      <nav aria-label="Period" className="analytics-windows">
        {analyticsWindows.map((days: AnalyticsWindow) => (
          <Link key={days} to={`?days=${days}`} aria-current={days === report.days ? 'page' : undefined} className={days === report.days ? 'analytics-windows__current' : undefined}>
            Last {days} days
          </Link>
        ))}
      </nav>
      <div className="dashboard">
        <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="analytics-visits">
          <h2 id="analytics-visits">Visitors and page views</h2>
          <dl className="dashboard-figures">
            <div>
              <dt>Visitors</dt>
              <dd data-testid="analytics-visitors">{report.totals.visitors}</dd>
            </div>
            <div>
              <dt>Page views</dt>
              <dd data-testid="analytics-views">{report.totals.views}</dd>
            </div>
            <div>
              <dt>Enquiries</dt>
              <dd>{report.totals.enquiries}</dd>
            </div>
          </dl>
          <DailyChart days={report.perDay} />
          <details className="dashboard-chart__table">
            <summary>The figures per day as a table</summary>
            <DataTable
              caption="Visitors and page views per day"
              columns={[
                { header: 'Day', cell: (d) => formatDay(d.day) },
                { header: 'Visitors', cell: (d) => d.visitors, numeric: true },
                { header: 'Page views', cell: (d) => d.views, numeric: true },
              ]}
              rows={report.perDay}
              rowKey={(d) => d.day}
              empty="No days."
            />
          </details>
        </section>
        <Panel id="analytics-pages" title="Top pages">
          {report.topPages.length ? <BarChart summary={`The ${report.topPages.length} most viewed pages.`} bars={report.topPages.map((p) => ({ key: p.path, label: p.path, value: p.views }))} /> : null}
          <DataTable caption="Top pages" columns={pageColumns} rows={report.topPages} rowKey={(r) => r.path} empty="No page views in this period." />
        </Panel>
        <Panel id="analytics-sources" title="Sources and campaigns">
          {report.sources.length ? <BarChart summary="Where visitors came from (a campaign's UTM source, else the referring site, else direct)." bars={report.sources.map((s) => ({ key: `${s.source}|${s.medium}|${s.campaign}`, label: sourceLabel(s), value: s.visitors }))} /> : null}
          <DataTable caption="Sources and campaigns" columns={sourceColumns} rows={report.sources} rowKey={(r) => `${r.source}|${r.medium}|${r.campaign}`} empty="No visits in this period." />
        </Panel>
        <Panel id="analytics-leads" title="Enquiries and sign-ups per source">
          {report.leadSources.length ? <BarChart summary="Enquiries per source of the visit that brought them." bars={report.leadSources.map((s) => ({ key: `${s.source}|${s.campaign}`, label: sourceLabel(s), value: s.enquiries }))} /> : null}
          <DataTable caption="Enquiries and sign-ups per source" columns={leadColumns} rows={report.leadSources} rowKey={(r) => `${r.source}|${r.campaign}`} empty="No enquiries in this period." />
        </Panel>
        <Panel id="analytics-landing" title="Conversion per landing page">
          {report.landingPages.length ? <BarChart summary="Share of visitors landing on each page who sent an enquiry." bars={report.landingPages.map((l) => ({ key: l.path, label: l.path, value: l.conversionRate, shown: percent(l.conversionRate) }))} /> : null}
          <DataTable caption="Conversion per landing page" columns={landingColumns} rows={report.landingPages} rowKey={(r) => r.path} empty="No visits in this period." />
        </Panel>
        <Panel id="analytics-devices" title="Devices">
          <DataTable
            caption="Devices"
            columns={[
              { header: 'Device', cell: (d) => d.device },
              { header: 'Visitors', cell: (d) => d.visitors, numeric: true },
              { header: 'Page views', cell: (d) => d.views, numeric: true },
            ]}
            rows={report.devices}
            rowKey={(d) => d.device}
            empty="No visits in this period."
          />
        </Panel>
        <WebVitalsPanel vitals={vitals} />
      </div>
    </>
  );
}
