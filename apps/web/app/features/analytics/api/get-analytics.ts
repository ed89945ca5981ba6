import { type AnalyticsReport, type AnalyticsWindow, analyticsPaths, type SuccessData, type WebVitalsReport } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function getAnalyticsReport(days: AnalyticsWindow): Promise<AnalyticsReport> {
  return (await api.get(apiUrl(analyticsPaths.adminReport), { searchParams: { days }, cache: 'no-store' }).json<SuccessData<AnalyticsReport>>()).data;
}

export async function getWebVitals(): Promise<WebVitalsReport> {
  return (await api.get(apiUrl(analyticsPaths.adminVitals), { cache: 'no-store' }).json<SuccessData<WebVitalsReport>>()).data;
}

// The CSV needs the bearer token, so ky fetches it; the caller saves the response.
export function exportAnalytics(days: AnalyticsWindow): Promise<Response> {
  return api.get(apiUrl(analyticsPaths.adminReportCsv), { searchParams: { days }, cache: 'no-store' });
}
