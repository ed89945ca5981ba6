import { publishStates } from '@hvac/contracts';
import { getLocationPages } from '../../features/admin/api/get-location-pages';
import { getSampleContent } from '../../features/admin/api/get-sample-content';
import { LocationPagesScreen } from '../../features/admin/components/location-pages-screen';
import { adminMeta } from '../../features/admin/meta';
import { listQueryFromSearch, listSearchParams } from '../../features/admin/utils/pagination';
import { searchChoice } from '../../features/admin/utils/search-choice';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-location-pages';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const state = search.has('state') ? searchChoice(search, 'state', publishStates, 'published') : null;
  const list = listQueryFromSearch(search);
  const [pages, samples] = await Promise.all([getLocationPages(listSearchParams(list, { state })), getSampleContent()]);
  return { pages, list, state, sampleIds: samples.locationPageIds };
}

export const meta: Route.MetaFunction = () => adminMeta('Location Pages');

export default function AdminLocationPagesRoute({ loaderData }: Route.ComponentProps) {
  return <LocationPagesScreen pages={loaderData.pages} list={loaderData.list} state={loaderData.state} sampleIds={loaderData.sampleIds} />;
}
