import { getLocationPage } from '../features/location/api/get-location-page.server';
import { getLocationPages } from '../features/location/api/get-location-pages.server';
import { locationPageMeta, LocationPageView, otherAreasThan } from './views/location-page-view';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { followRedirect } from '../features/redirects/api/follow-redirect.server';
import { throwApiFailure } from '../lib/content-api.server';
import type { Route } from './+types/location';

export async function loader({ params, request }: Route.LoaderArgs) {
  const [page, all] = await Promise.all([getLocationPage(params.slug), getLocationPages()]);
  if (!page.ok && page.status === 404) await followRedirect(request);
  if (!page.ok) throwApiFailure(page.status, 'This location page');
  return { page: page.value, otherAreas: otherAreasThan(page.value, all.ok ? all.value : []) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return buildMeta({ ...locationPageMeta(loaderData.page), ...siteFromMatches(matches) });
}

export default function Location({ loaderData }: Route.ComponentProps) {
  return <LocationPageView page={loaderData.page} otherAreas={loaderData.otherAreas} />;
}
