import { getPrivacyFindings, getPrivacyRequests, privacyRequestAction } from '../../features/admin/leads/api/privacy-requests';
import { PrivacyRequestsScreen } from '../../features/admin/leads/components/privacy-requests-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-privacy-requests';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const requests = await getPrivacyRequests();
  // ?find=<id>: what the site holds for that request, while its data has not been erased.
  const find = Number(new URL(request.url).searchParams.get('find'));
  const findable = requests.some((r) => r.id === find && !r.erasedAt);
  return { requests, found: findable ? await getPrivacyFindings(find) : null };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return privacyRequestAction(await request.formData());
}

export const meta: Route.MetaFunction = () => adminMeta('Privacy requests');

export default function AdminPrivacyRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyRequestsScreen requests={loaderData.requests} found={loaderData.found} />;
}
