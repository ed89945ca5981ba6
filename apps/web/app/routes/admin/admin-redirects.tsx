import { redirectAction } from '../../features/admin/content/api/redirect-action';
import { getRedirects } from '../../features/admin/content/api/get-redirects';
import { RedirectsScreen } from '../../features/admin/content/components/redirects-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { listQueryFromSearch, listSearchParams } from '../../features/admin/kit/utils/pagination';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-redirects';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const list = listQueryFromSearch(new URL(request.url).searchParams);
  return { list, redirects: await getRedirects(listSearchParams(list)) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return redirectAction(await request.formData());
}

export const meta: Route.MetaFunction = () => adminMeta('Redirects');

export default function AdminRedirectsRoute({ loaderData }: Route.ComponentProps) {
  return <RedirectsScreen redirects={loaderData.redirects} list={loaderData.list} />;
}
