import { telHref } from '@hvac/contracts';
import { data, Link } from 'react-router';
import { business, findService, serviceHighlights, services } from '@hvac/site';
import { paths } from '../config/paths';
import { Accordion } from '../components/ui/accordion';
import { AlertIcon, AwardIcon, CheckIcon, ClockIcon, TagIcon, TruckIcon, WrenchIcon } from '../components/ui/icons';
import { ContactForm } from '../features/forms/components/contact-form';
import { ServiceRequestForm } from '../features/forms/components/service-request-form';
import { ReviewQuote } from '../features/layout/components/content-block';
import { BookVisitBanner, Hero } from '../features/layout/components/hero';
import { serviceArt, serviceArtSize } from '../lib/service-art';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { serviceOgImage } from '../features/seo/service-og-images';
import { useSiteUrl } from '../features/seo/use-site-url';
import { useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/service';

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  if (!service) throw data({ message: 'No such service' }, { status: 404 });
  return { slug: service.slug };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const copy = findService(loaderData.slug)?.page;
  if (!copy) return [];
  return buildMeta({
    title: copy.seoTitle,
    description: copy.seoDescription,
    keywords: copy.seoKeywords.join(', '),
    path: paths.service.getHref(loaderData.slug),
    ...siteFromMatches(matches),
    image: serviceOgImage(loaderData.slug),
  });
}

const highlightIcons = [ClockIcon, AwardIcon, TagIcon, TruckIcon];

const visitSteps = [
  'You call or book online; we confirm a time window that suits you.',
  'A licensed technician arrives in a stocked van, listens, and inspects the system.',
  'You get a clear explanation and a written price before any work starts.',
  'We do the work, test everything, clean up and explain what we did.',
];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const { testimonials, serviceAreas, phones } = useSiteSettings();
  const service = findService(loaderData.slug);
  if (!service) return null;
  const copy = service.page;
  const path = paths.service.getHref(service.slug);
  const crumbs = [
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Services', path: paths.services.getHref() },
    { name: service.title, path },
  ];
  const review = testimonials.length ? testimonials[services.indexOf(service) % testimonials.length] : undefined;

  return (
    <>
      <Hero heading={service.title} eyebrow="Our services" subheading={copy.subHeading} text={copy.heroText} crumbs={crumbs} aside={<ServiceRequestForm service={service.title} />} emergencyStrip />

      <section className="section" aria-label={`${service.title} details`}>
        <div className="container with-aside">
          <div className="flow">
            <img className="post-hero-img" src={serviceArt[service.slug]} width={serviceArtSize.width} height={serviceArtSize.height} alt={`Illustration: ${service.title.toLowerCase()} equipment`} decoding="async" />
            <p className="eyebrow">{service.title}</p>
            <h2>{copy.subHeading}</h2>
            {copy.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}

            <h2>What we do</h2>
            <ul className="sub-services" style={{ listStyle: 'none', padding: 0 }}>
              {service.subServices.map((s) => (
                <li key={s.title} className="sub-service">
                  <h3>
                    <WrenchIcon /> {s.title}
                  </h3>
                  <p>{s.description}</p>
                </li>
              ))}
            </ul>

            <h2>Signs you need us</h2>
            <ul className="check-list">
              {copy.signs.map((s) => (
                <li key={s}>
                  <CheckIcon />
                  <span>{s}</span>
                </li>
              ))}
            </ul>

            {copy.gasSafety ? (
              <p className="safety-note">
                <AlertIcon />
                <span>
                  {business.gasSafety} Then call us at <a href={telHref(phones.emergency)}>{phones.emergency}</a>.
                </span>
              </p>
            ) : null}

            <h2>How a visit works</h2>
            <ol className="steps">
              {visitSteps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>

            <h2>Why us</h2>
            <ul className="highlights" style={{ listStyle: 'none', padding: 0 }}>
              {serviceHighlights.map((h, i) => {
                const Icon = highlightIcons[i];
                return (
                  <li key={h} className="highlight">
                    <Icon />
                    {h}
                  </li>
                );
              })}
            </ul>
            {review ? <ReviewQuote review={review} /> : null}

            <h2>Questions</h2>
            <Accordion items={copy.faq} />

            <BookVisitBanner heading="Ready when you are" text={copy.closing} />
          </div>

          <aside aria-label="More services and contact">
            <nav className="aside-box" aria-labelledby="categories-title">
              <h2 id="categories-title">Categories</h2>
              <ul className="cat-list">
                {services.map((s) => (
                  <li key={s.slug}>
                    <Link to={paths.service.getHref(s.slug)} aria-current={s.slug === service.slug ? 'page' : undefined}>
                      <img src={serviceArt[s.slug]} width={48} height={48} alt="" loading="lazy" decoding="async" style={{ objectFit: 'cover' }} />
                      {s.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div style={{ marginTop: 24 }}>
              <ContactForm variant="get-in-touch" defaultSubject={service.title} />
            </div>
          </aside>
        </div>
      </section>
      <JsonLd data={[serviceJsonLd(siteUrl, service, path, serviceAreas), breadcrumbJsonLd(siteUrl, crumbs), faqJsonLd(copy.faq)]} />
    </>
  );
}
