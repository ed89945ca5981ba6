import { sessionAction } from '../../features/admin/staff/api/session-action';
import { getSessions } from '../../features/admin/staff/api/get-sessions';
import { SessionsScreen } from '../../features/admin/staff/components/sessions-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-sessions';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return { sessions: await getSessions() };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return sessionAction(await request.formData());
}

export const meta: Route.MetaFunction = () => adminMeta('Your sessions');

export default function AdminSessionsRoute({ loaderData }: Route.ComponentProps) {
  return <SessionsScreen sessions={loaderData.sessions} />;
}
