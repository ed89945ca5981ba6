import type { LocationPage, OgImageRead } from '@hvac/contracts';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../components/ui/button';
import { cutExcerpt } from '../../features/blog/utils/excerpt';
import { htmlToText } from '../../lib/html-text';
import { CallBanner, Hero } from '../../features/layout/components/hero';
import { PartnerBand } from '../../features/layout/components/partner-marks';
import { ServiceLinks } from '../../features/layout/components/service-links';
import { breadcrumbJsonLd } from '../../features/seo/json-ld';
import { JsonLd } from '../../features/seo/json-ld-script';
import { itemOgImage } from '../../features/seo/meta';
import { useSiteUrl } from '../../features/seo/use-site-url';

// The page's title, description, canonical, keywords and share picture (buildMeta's input without the site URL).
export function locationPageMeta(page: LocationPage & Partial<OgImageRead>) {
  return {
    title: page.meta_title || page.main_heading,
    description: page.meta_description || cutExcerpt(page.main_paragraph, 155),
    path: page.meta_link || paths.location.getHref(page.slug_url),
    keywords: page.meta_keywords || undefined,
    image: itemOgImage(page.og_image, page.main_heading),
  };
}

type Section = { heading: string; html: string };

function SectionBlock({ section }: { section: Section }) {
  if (!section.heading && !htmlToText(section.html)) return null;
  return (
    <section className="prose" style={{ marginBottom: 32 }}>
      {section.heading ? <h2>{section.heading}</h2> : null}
      <div dangerouslySetInnerHTML={{ __html: section.html }} />
    </section>
  );
}

// A location page as the public sees it; the preview of a draft renders the same.
export type AreaLink = { slug: string; heading: string };

export function otherAreasThan(page: LocationPage, all: readonly LocationPage[]): AreaLink[] {
  return all.filter((p) => p.location_id !== page.location_id).map((p) => ({ slug: p.slug_url, heading: p.main_heading }));
}

// The town's page links every service and the other towns, so each is a click away from the other.
export function LocationPageView({ page, otherAreas }: { page: LocationPage; otherAreas: readonly AreaLink[] }) {
  const siteUrl = useSiteUrl();
  const path = paths.location.getHref(page.slug_url);
  const crumbs = [
    { name: 'Home', path: paths.home.getHref() },
    { name: page.main_heading, path },
  ];
  const sections: Section[] = [
    { heading: page.heading_1, html: page.paragraph_1 },
    { heading: page.heading_2, html: page.paragraph_2 },
    { heading: page.heading_3, html: page.paragraph_3 },
    { heading: page.heading_4, html: page.paragraph_4 },
  ];
  return (
    <>
      <Hero heading={page.main_heading} eyebrow="Service area" crumbs={crumbs} compact emergencyStrip text={<div dangerouslySetInnerHTML={{ __html: page.main_paragraph }} />} />
      <PartnerBand />
      <section className="section">
        <div className="container" style={{ maxWidth: 900 }}>
          <SectionBlock section={sections[0]} />
          <SectionBlock section={sections[1]} />
          <div className="get-started">
            <h2>{page.highlighted_heading || 'Ready to book a visit?'}</h2>
            <ButtonLink to={paths.contact.getHref()} variant="light">GET STARTED</ButtonLink>
          </div>
          <SectionBlock section={sections[2]} />
          <SectionBlock section={sections[3]} />
        </div>
      </section>
      <section className="section" aria-label="Services and nearby areas">
        <div className="container with-aside">
          <nav aria-labelledby="area-services-title">
            <h2 id="area-services-title">Our services</h2>
            <ServiceLinks className="area-links" />
          </nav>
          <nav aria-labelledby="area-nearby-title">
            <h2 id="area-nearby-title">Other areas we serve</h2>
            <ul className="area-links">
              {otherAreas.map((a) => (
                <li key={a.slug}>
                  <Link to={paths.location.getHref(a.slug)}>{a.heading}</Link>
                </li>
              ))}
              <li>
                <Link to={paths.serviceAreas.getHref()}>All service areas</Link>
              </li>
            </ul>
          </nav>
        </div>
      </section>
      <CallBanner tone="soft" />
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
