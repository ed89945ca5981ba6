import { getPrivacyRequests } from '../../features/admin/leads/api/privacy-requests';
import { PrivacyRequestsScreen } from '../../features/admin/leads/components/privacy-requests-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-privacy-requests';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return { requests: await getPrivacyRequests() };
}

export const meta: Route.MetaFunction = () => adminMeta('Privacy requests');

export default function AdminPrivacyRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyRequestsScreen requests={loaderData.requests} />;
}
