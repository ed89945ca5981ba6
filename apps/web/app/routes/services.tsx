import { yearsInBusiness } from '@hvac/contracts';
import { services } from '@hvac/site';
import { paths } from '../config/paths';
import { ButtonLink } from '../components/ui/button';
import { ServiceCard } from '../features/services/components/service-card';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/services';
import { ListingPage } from './views/listing-page';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Services', path: paths.services.getHref() },
];

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: 'Services: Heating, Cooling, Refrigeration and Gas Lines',
    description: 'Heating, air conditioning, refrigeration, design build, gas lines, sheet metal, fireplaces and hydronics for homes, businesses and industry in Halton and the GTA.',
    path: paths.services.getHref(),
    ...siteFromMatches(matches),
  });
}

export default function Services() {
  const years = yearsInBusiness(useSiteSettings().business);
  return (
    <ListingPage
      hero={{
        heading: 'Services',
        eyebrow: 'What we do',
        subheading: 'Eight trades, one accountable team',
        text: `From a furnace tune-up to a complete design-build HVAC system, the same licensed team does the work, backed by ${years === null ? '' : `${years} years of experience and `}written warranties.`,
      }}
      crumbs={crumbs}
      listId="all-services"
      listHeading="All services"
      listHeadingHidden
    >
      <ul className="grid grid--3" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {services.map((s) => (
          <li key={s.slug}>
            <ServiceCard service={s} />
          </li>
        ))}
        <li>
          <div className="card cta-card">
            <div className="card__body">
              <h3>Not sure what you need?</h3>
              <p>Describe the problem and we will tell you who to send and what it will likely cost.</p>
              <div>
                <ButtonLink to={paths.contact.getHref()} variant="light">Contact us</ButtonLink>
              </div>
            </div>
          </div>
        </li>
      </ul>
    </ListingPage>
  );
}
