import { pushAction } from '../../features/admin/insights/api/push-action';
import { getDashboard } from '../../features/admin/insights/api/get-dashboard';
import { getBlogs } from '../../features/admin/content/api/get-blogs';
import { getPrivacyRequests } from '../../features/admin/leads/api/privacy-requests';
import { AdminHome, type ScheduledPanel } from '../../features/admin/insights/components/admin-home';
import { adminMeta } from '../../features/admin/kit/meta';
import { mayReadLeads } from '../../features/admin/kit/utils/admin-sections';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import { useSessionStore } from '../../lib/session/session-store';
import type { Route } from './+types/admin-home';

const scheduledShown = 5;

// The dashboard's figures and the next scheduled posts, side by side; a failure of the posts' list
// costs only its own panel.
async function scheduledPanel(): Promise<ScheduledPanel> {
  try {
    return {
      state: 'ready',
      posts: (await getBlogs(new URLSearchParams({ state: 'scheduled', limit: String(scheduledShown) }))).items,
    };
  } catch {
    return { state: 'failed' };
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  // An editor's overview has the scheduled posts only: the lead figures are for owners and admins.
  const seesLeads = mayReadLeads(useSessionStore.getState().userInfo?.role);
  const [dashboard, scheduled, privacyRequests] = await Promise.all([
    seesLeads ? getDashboard() : null,
    scheduledPanel(),
    seesLeads ? getPrivacyRequests(true).catch(() => 'failed' as const) : null,
  ]);
  return { dashboard, scheduled, privacyRequests };
}

// This device's push notifications (the overview's one write).
export async function clientAction({ request }: Route.ClientActionArgs) {
  return pushAction(await request.formData());
}

export const meta: Route.MetaFunction = () => adminMeta('Profile');

export default function AdminHomeRoute({ loaderData }: Route.ComponentProps) {
  const userInfo = useSessionStore((s) => s.userInfo);
  return <AdminHome name={userInfo?.name ?? ''} email={userInfo?.email ?? ''} dashboard={loaderData.dashboard} scheduled={loaderData.scheduled} privacyRequests={loaderData.privacyRequests} />;
}
