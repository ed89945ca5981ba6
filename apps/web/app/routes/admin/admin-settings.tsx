import { saveSettingsAction } from '../../features/admin/settings/api/save-settings';
import { getSettings } from '../../features/admin/settings/api/get-settings';
import { SettingsScreen } from '../../features/admin/settings/components/settings-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import { useSessionStore } from '../../lib/session/session-store';
import type { Route } from './+types/admin-settings';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return { record: await getSettings() };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return saveSettingsAction(request);
}

export const meta: Route.MetaFunction = () => adminMeta('Site settings');

export default function AdminSettingsRoute({ loaderData }: Route.ComponentProps) {
  const role = useSessionStore((s) => s.userInfo?.role ?? null);
  return <SettingsScreen record={loaderData.record} currentRole={role} />;
}
