import { contentListAction } from '../../features/admin/content/api/content-record';
import { getLocationPages } from '../../features/admin/content/api/get-location-pages';
import { getSampleContent } from '../../features/admin/content/api/get-sample-content';
import { LocationPagesScreen } from '../../features/admin/content/components/location-pages-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { contentListQuery } from '../../features/admin/content/utils/content-list-query';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-location-pages';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const { state, list, apiQuery } = contentListQuery(request.url);
  const [pages, samples] = await Promise.all([getLocationPages(apiQuery), getSampleContent()]);
  return { pages, list, state, sampleIds: samples.locationPageIds };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return contentListAction('location-pages', request);
}

export const meta: Route.MetaFunction = () => adminMeta('Location Pages');

export default function AdminLocationPagesRoute({ loaderData }: Route.ComponentProps) {
  return <LocationPagesScreen pages={loaderData.pages} list={loaderData.list} state={loaderData.state} sampleIds={loaderData.sampleIds} />;
}
