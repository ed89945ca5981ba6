import { type AnalyticsWindow, analyticsWindows } from '@hvac/contracts';
import { exportAnalytics, getAnalyticsReport, getWebVitals } from '../../features/admin/insights/api/get-analytics';
import { AnalyticsScreen } from '../../features/admin/insights/components/analytics-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { useActionFetcher } from '../../features/admin/kit/hooks/use-action-fetcher';
import { downloadReply } from '../../features/admin/kit/utils/admin-action';
import { downloadedFile } from '../../features/admin/kit/utils/download-file';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-analytics';
import '../../features/admin/insights/styles/dashboard.css';

const windowFrom = (search: URLSearchParams): AnalyticsWindow => analyticsWindows.find((days) => String(days) === search.get('days')) ?? 28;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const days = windowFrom(new URL(request.url).searchParams);
  const [report, vitals] = await Promise.all([getAnalyticsReport(days), getWebVitals()]);
  return { report, vitals };
}

// The export of the window shown: the browser saves the file, the banner says so.
export async function clientAction({ request }: Route.ClientActionArgs) {
  const days = windowFrom(new URL(request.url).searchParams);
  return downloadReply(async () => downloadedFile(await exportAnalytics(days), 'analytics.csv'), 'Analytics exported.');
}

export const meta: Route.MetaFunction = () => adminMeta('Analytics');

export default function AdminAnalyticsRoute({ loaderData }: Route.ComponentProps) {
  const { fetcher } = useActionFetcher();
  const onExport = () => fetcher.submit({ intent: 'export' }, { method: 'post' });
  return <AnalyticsScreen report={loaderData.report} vitals={loaderData.vitals} onExport={onExport} />;
}
