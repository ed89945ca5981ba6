import { publishStates } from '@hvac/contracts';
import { getLocationPages } from '../../features/admin/api/get-location-pages';
import { LocationPagesScreen } from '../../features/admin/components/location-pages-screen';
import { adminMeta } from '../../features/admin/meta';
import { searchChoice } from '../../features/admin/utils/search-choice';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-location-pages';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const state = search.has('state') ? searchChoice(search, 'state', publishStates, 'published') : null;
  return { pages: (await getLocationPages(state)).items, state };
}

export const meta: Route.MetaFunction = () => adminMeta('Location Pages');

export default function AdminLocationPagesRoute({ loaderData }: Route.ComponentProps) {
  return <LocationPagesScreen pages={loaderData.pages} state={loaderData.state} />;
}
