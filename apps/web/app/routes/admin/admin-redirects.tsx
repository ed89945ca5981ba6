import { getRedirects } from '../../features/admin/api/get-redirects';
import { RedirectsScreen } from '../../features/admin/components/redirects-screen';
import { adminMeta } from '../../features/admin/meta';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-redirects';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return { redirects: await getRedirects() };
}

export const meta: Route.MetaFunction = () => adminMeta('Redirects');

export default function AdminRedirectsRoute({ loaderData }: Route.ComponentProps) {
  return <RedirectsScreen redirects={loaderData.redirects} />;
}
