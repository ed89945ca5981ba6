import { getLocationPage } from '../features/location/api/get-location-page.server';
import { locationPageMeta, LocationPageView } from './views/location-page-view';
import { buildMeta } from '../features/seo/meta';
import { throwApiFailure } from '../lib/content-api.server';
import { siteUrlFromMatches } from '../root-data';
import type { Route } from './+types/location';

export async function loader({ params }: Route.LoaderArgs) {
  const page = await getLocationPage(params.slug);
  if (!page.ok) throwApiFailure(page.status, 'This location page');
  return { page: page.value };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return buildMeta({ ...locationPageMeta(loaderData.page), siteUrl: siteUrlFromMatches(matches) });
}

export default function Location({ loaderData }: Route.ComponentProps) {
  return <LocationPageView page={loaderData.page} />;
}
