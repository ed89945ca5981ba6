import { Link } from 'react-router';
import { paths } from '../config/paths';
import { getLocationPages } from '../features/location/api/get-location-pages.server';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { throwApiFailure } from '../lib/content-api.server';
import type { Route } from './+types/service-areas';
import { ListingPage } from './views/listing-page';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Service areas', path: paths.serviceAreas.getHref() },
];

// Every published town page, one link each: the way visitors and crawlers reach them from the footer.
export async function loader() {
  const pages = await getLocationPages();
  if (!pages.ok) throwApiFailure(pages.status === 404 ? 503 : pages.status, 'The service areas');
  return { areas: pages.value.map((p) => ({ slug: p.slug_url, heading: p.main_heading })) };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return buildMeta({
    title: 'Service Areas: Heating, Cooling and Gas Service Near You',
    description: `The towns ${site.siteName} serves for furnace, air conditioning, heat pump, boiler and gas line work, each with its own page.`,
    path: paths.serviceAreas.getHref(),
    ...site,
  });
}

export default function ServiceAreas({ loaderData }: Route.ComponentProps) {
  const { areas } = loaderData;
  return (
    <ListingPage
      hero={{ heading: 'Service areas', eyebrow: 'Where we work', text: 'Choose your town for the services, response times and local details that apply there.' }}
      crumbs={crumbs}
      listId="areas-title"
      listHeading="Towns we serve"
    >
      {areas.length === 0 ? (
        <p className="empty-state">Call us: we will tell you whether we cover your address.</p>
      ) : (
        <ul className="area-links">
          {areas.map((a) => (
            <li key={a.slug}>
              <Link to={paths.location.getHref(a.slug)}>{a.heading}</Link>
            </li>
          ))}
        </ul>
      )}
    </ListingPage>
  );
}
