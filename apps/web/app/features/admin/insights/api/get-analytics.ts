import type { AnalyticsReport, AnalyticsWindow, WebVitalsReport } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getAnalyticsReport(days: AnalyticsWindow): Promise<AnalyticsReport> {
  return (await adminApi.get('/api/admin/analytics', { searchParams: { days }, cache: 'no-store' })).data;
}

export async function getWebVitals(): Promise<WebVitalsReport> {
  return (await adminApi.get('/api/admin/analytics/vitals', { cache: 'no-store' })).data;
}

// The CSV needs the bearer token, so ky fetches it; the caller saves the response.
export function exportAnalytics(days: AnalyticsWindow): Promise<Response> {
  return adminApi.download('/api/admin/analytics.csv', { searchParams: { days }, cache: 'no-store' });
}
