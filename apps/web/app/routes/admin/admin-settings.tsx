import { saveSettingsAction } from '../../features/admin/settings/api/save-settings';
import { getBookingCalendar } from '../../features/admin/settings/api/booking-calendar';
import { getSettings } from '../../features/admin/settings/api/get-settings';
import { SettingsScreen } from '../../features/admin/settings/components/settings-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import { useSessionStore } from '../../lib/session/session-store';
import type { Route } from './+types/admin-settings';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  // The booking calendar is read beside the settings; without it the rest of the screen still works.
  const [record, calendar] = await Promise.all([getSettings(), getBookingCalendar().then((r) => r.calendar, () => null)]);
  return { record, calendar };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return saveSettingsAction(request);
}

export const meta: Route.MetaFunction = () => adminMeta('Site settings');

export default function AdminSettingsRoute({ loaderData }: Route.ComponentProps) {
  const role = useSessionStore((s) => s.userInfo?.role ?? null);
  return <SettingsScreen record={loaderData.record} calendar={loaderData.calendar} currentRole={role} />;
}
