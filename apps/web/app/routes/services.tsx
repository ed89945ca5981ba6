import { yearsInBusiness } from '@hvac/contracts';
import { services } from '@hvac/site';
import { paths } from '../config/paths';
import { ButtonLink } from '../components/ui/button';
import { CallBanner, Hero } from '../features/layout/components/hero';
import { ServiceCard } from '../features/services/components/service-card';
import { breadcrumbJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { useSiteUrl } from '../features/seo/use-site-url';
import { useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/services';

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
  const siteUrl = useSiteUrl();
  return (
    <>
      <Hero heading="Services" eyebrow="What we do" subheading="Eight trades, one accountable team" text={`From a furnace tune-up to a complete design-build HVAC system, the same licensed team does the work, backed by ${years === null ? '' : `${years} years of experience and `}written warranties.`} crumbs={crumbs} compact />
      <section className="section" aria-labelledby="all-services">
        <div className="container">
          <h2 id="all-services" className="visually-hidden">All services</h2>
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
        </div>
      </section>
      <CallBanner tone="soft" />
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
