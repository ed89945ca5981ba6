import { type AnalyticsWindow, analyticsWindows } from '@hvac/contracts';
import { exportAnalytics, getAnalyticsReport, getWebVitals } from '../../features/analytics/api/get-analytics';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { useBannerStore } from '../../features/admin/kit/stores/banner-store';
import { downloadedFile, downloadFile } from '../../features/admin/kit/utils/download-file';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import { apiErrorMessage } from '../../lib/api-error';
import type { Route } from './+types/admin-analytics';
import '../../features/admin/insights/styles/dashboard.css';

const windowFrom = (search: URLSearchParams): AnalyticsWindow => analyticsWindows.find((days) => String(days) === search.get('days')) ?? 28;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const days = windowFrom(new URL(request.url).searchParams);
  const [report, vitals] = await Promise.all([getAnalyticsReport(days), getWebVitals()]);
  return { report, vitals };
}

export const meta: Route.MetaFunction = () => adminMeta('Analytics');

export default function AdminAnalyticsRoute({ loaderData }: Route.ComponentProps) {
  const showBanner = useBannerStore((s) => s.show);
  const onExport = async () => {
    try {
      downloadFile(await downloadedFile(await exportAnalytics(loaderData.report.days), 'analytics.csv'));
      showBanner('success', 'Analytics exported.');
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, 'The export failed. Please try again.'));
    }
  };
  return <AnalyticsScreen report={loaderData.report} vitals={loaderData.vitals} onExport={onExport} />;
}
