// First-party analytics: page views and real visitors' Web Vitals, with no cookie and no personal data
// (decisions.md, third round). The beacon posts a batch; the admin reads daily aggregates.

export const analyticsPaths = {
  events: '/api/analytics/events',
  adminReport: '/api/admin/analytics',
  adminReportCsv: '/api/admin/analytics.csv',
  adminVitals: '/api/admin/analytics/vitals',
  adminRollup: '/api/admin/analytics/rollup',
} as const;

export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

// Google's "good" limits for the 75th percentile (web.dev/articles/vitals); milliseconds except CLS.
export const webVitalGoodThresholds: Record<WebVitalName, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const analyticsLimits = {
  // A page sends one view and at most one batch of vitals.
  eventsPerBatch: 10,
  // The gateway refuses larger bodies with 413; content-api's DTO checks every field.
  bodyBytes: 4096,
  pathMax: 300,
  hostMax: 253,
  utmMax: 100,
  // Values above these are measurement errors (a tab left in the background for an hour).
  vitalMaxMs: 120_000,
  clsMax: 100,
} as const;

// The rules of the source fields, for the beacon's schema (schemas/analytics-batch.schema.ts) and the lead
// forms' DTO in content-api alike. A site path starts with one slash and has no query, fragment or white
// space; a host name (with a port) is what the beacon cuts from the referrer: no path, no credentials.
export const sitePathPattern = /^\/(?!\/)[^\s?#]*$/;
export const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/i;
export const noControlCharacters = /^\P{Cc}*$/u;
export const sourceFieldRules = {
  sitePath: 'a path of this site without query (/services/furnace)',
  host: 'a host name only (example.com)',
} as const;

// The landing page and where the visit came from, as the beacon keeps them for the page's forms.
export type LeadSource = {
  landingPage?: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
};
// As an enquiry or subscriber carries it on the admin API: null where unknown.
export type RecordedLeadSource = { [K in keyof LeadSource]-?: string | null };
export const leadSourceFields = ['landingPage', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const satisfies readonly (keyof LeadSource)[];

export type AnalyticsPageView = { type: 'pageview'; path: string } & Omit<LeadSource, 'landingPage'>;
export type AnalyticsVital = { type: 'vital'; path: string; name: WebVitalName; value: number };
export type AnalyticsEvent = AnalyticsPageView | AnalyticsVital;
export type AnalyticsBatch = { events: AnalyticsEvent[] };

// The pages that are counted, as route templates: a path matching none is stored as `(other)`, so a
// made-up path cannot grow the tables. Previews and form posts are never counted.
export const analyticsRoutes = [
  '/',
  '/about',
  '/services',
  '/services/:slug',
  '/blog',
  '/blog/:id',
  '/contact',
  '/location/:slug',
  '/thank-you/*',
  '/service-areas',
  '/privacy',
] as const;
export const otherRoute = '(other)';

export function routeTemplateOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  for (const route of analyticsRoutes) {
    const pattern = route.split('/').filter(Boolean);
    if (pattern.at(-1) === '*' ? parts.length >= pattern.length - 1 && pattern.slice(0, -1).every((p, i) => p === parts[i]) : pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i])) {
      return route;
    }
  }
  return otherRoute;
}

export const analyticsWindows = [7, 28, 90] as const;
export type AnalyticsWindow = (typeof analyticsWindows)[number];
// The Web Vitals view always covers 28 days, compared with the 28 before.
export const vitalsWindowDays = 28;

export type AnalyticsDay = { day: string; visitors: number; views: number };
export type AnalyticsPageRow = { path: string; views: number; visitors: number };
// source: the UTM source, else the referrer's host, else `(direct)`.
export type AnalyticsSourceRow = { source: string; medium: string; campaign: string; visitors: number; views: number };
export type AnalyticsLeadSourceRow = { source: string; campaign: string; enquiries: number; subscribers: number };
export type AnalyticsLandingRow = { path: string; visitors: number; enquiries: number; conversionRate: number };
export type AnalyticsDeviceRow = { device: DeviceClass; visitors: number; views: number };

// GET /api/admin/analytics?days=7|28|90: Toronto days, oldest first, today last.
export type AnalyticsReport = {
  days: AnalyticsWindow;
  from: string;
  to: string;
  totals: { visitors: number; views: number; enquiries: number };
  perDay: AnalyticsDay[];
  topPages: AnalyticsPageRow[];
  sources: AnalyticsSourceRow[];
  devices: AnalyticsDeviceRow[];
  leadSources: AnalyticsLeadSourceRow[];
  landingPages: AnalyticsLandingRow[];
};

// GET /api/admin/analytics/vitals: per route template, device and metric, the 75th percentile of the
// last 28 days against the 28 before; `worse` when it moved from good to not, or grew by 10 % or more.
export type WebVitalRow = {
  route: string;
  device: DeviceClass;
  metric: WebVitalName;
  p75: number;
  samples: number;
  previousP75: number | null;
  good: boolean;
  worse: boolean;
};
export type WebVitalsReport = { from: string; to: string; rows: WebVitalRow[] };

// The owner's setting (site settings key `analytics`): raw events are removed after this many days;
// the daily aggregates stay.
export type AnalyticsSettings = { retentionDays: number };
export const analyticsRetentionLimits = { min: 7, max: 730, default: 90 } as const;
