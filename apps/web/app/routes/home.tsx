import { shownCredentials, telHref, yearsInBusiness } from '@hvac/contracts';
import { credentialLine, customerSegments, generalFaq, services } from '@hvac/site';
import { paths } from '../config/paths';
import { Accordion } from '../components/ui/accordion';
import { ButtonLink } from '../components/ui/button';
import { CheckIcon } from '../components/ui/icons';
import heroArt from '../assets/illustrations/hero-home.svg';
import residential from '../assets/illustrations/segment-residential.svg';
import commercial from '../assets/illustrations/segment-commercial.svg';
import industrial from '../assets/illustrations/segment-industrial.svg';
import facility from '../assets/illustrations/segment-facility.svg';
import van from '../assets/illustrations/service-van.svg';
import { BlogCard } from '../features/blog/components/blog-card';
import { getBlogSummaries } from '../features/blog/api/get-blog-summaries.server';
import { Carousel } from '../features/carousel/components/carousel';
import { TestimonialsCarousel } from '../features/carousel/components/testimonials-carousel';
import { ContentSection } from '../features/layout/components/content-block';
import { CallBanner, Hero } from '../features/layout/components/hero';
import { PageSection } from '../features/layout/components/page-section';
import { PartnerBand } from '../features/layout/components/partner-marks';
import { ServiceCard } from '../features/services/components/service-card';
import { faqJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { siteSettingsFromMatches, useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/home';

const segmentArt = { Residential: residential, Commercial: commercial, Industrial: industrial, 'Facility Services': facility } as const;

export const links: Route.LinksFunction = () => [{ rel: 'preload', as: 'image', href: heroArt, type: 'image/svg+xml', fetchPriority: 'high' }];

export async function loader() {
  // The home page still renders when the blog is unavailable; the carousel is then left out.
  const blogs = await getBlogSummaries(6);
  return { posts: blogs.ok ? blogs.value : [] };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const { town, foundedYear } = siteSettingsFromMatches(matches).business;
  return buildMeta({
    title: `${site.siteName} | Heating, Cooling and Gas Lines${town ? ` in ${town}, ON` : ' in Ontario'}`,
    description: `Family-run heating, air conditioning, refrigeration and gas line contractor${town ? ` in ${town}` : ''}${foundedYear === null ? '' : ` since ${foundedYear}`}. Licensed technicians, upfront quotes, 24/7 emergency service.`,
    path: paths.home.getHref(),
    ...site,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const { testimonials, phones, address, serviceAreas, business } = useSiteSettings();
  const faq = generalFaq({ locality: address.locality, serviceAreas, business });
  const credentials = shownCredentials(business).map(credentialLine);
  const years = yearsInBusiness(business);
  return (
    <>
      <Hero
        eyebrow="Heating · Cooling · Refrigeration · Gas lines"
        heading="Take care of the heart of your home"
        subheading={`Family-run${business.town ? ` in ${business.town}` : ''}${business.foundedYear === null ? '' : ` since ${business.foundedYear}`}`}
        text="Your furnace, air conditioner and gas lines keep your family comfortable and safe. We repair, maintain and install them properly, explain what we find in plain words and quote before we start."
        button={{ label: 'DESCRIBE MORE', to: paths.about.getHref() }}
        art={{ src: heroArt, width: 560, height: 440 }}
        emergencyStrip
      >
        <ul className="trust-row">
          {credentials.slice(0, 3).map((c) => (
            <li key={c}>
              <CheckIcon /> {c}
            </li>
          ))}
        </ul>
      </Hero>

      <PartnerBand limit={4} />

      <PageSection
        headingId="segments-title"
        eyebrow="Who we work for"
        heading="One contractor for every kind of building"
        intro={`From a bungalow${business.town ? ` in ${business.town}` : ''} to a cold-storage plant in Cambridge, the same licensed team and the same written warranties.`}
      >
        <ul className="grid grid--4" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {customerSegments.map((s) => (
            <li key={s.name} className="segment">
              <img src={segmentArt[s.name]} width={120} height={96} alt="" loading="lazy" decoding="async" />
              <h3>{s.name}</h3>
              <p>{s.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <ContentSection
        tone="soft"
        eyebrow="About us"
        heading={years === null ? 'Keeping Halton warm and cool' : `${years} years of keeping Halton warm and cool`}
        headingId="about-title"
        image={{ src: van, width: 560, height: 400, alt: 'Our service van, stocked for heating, cooling and gas calls' }}
        figure={years === null ? undefined : { value: String(years), label: 'Years of experience' }}
        paragraphs={[
          `We started${business.foundedYear === null ? '' : ` in ${business.foundedYear}`} with one van and a promise to do the job right the first time. Today our licensed technicians serve homes, businesses and industrial sites across the region, and we still answer our own phones.`,
        ]}
        bullets={credentials.slice(0, 6)}
        button={{ label: 'About Us', to: paths.about.getHref() }}
        callButton
      />

      <PageSection
        headingId="services-title"
        eyebrow="Our services"
        heading="Everything that heats, cools and runs on gas"
        intro={
          <>
            Eight trades under one roof. Something not working right now? Call our emergency line at{' '}
            <a href={telHref(phones.emergency)}>{phones.emergency}</a>, any hour.
          </>
        }
      >
        <Carousel kind="services" label="Our services" slides={services.map((s) => ({ key: s.slug, node: <ServiceCard service={s} /> }))} />
        <div className="btn-row" style={{ justifyContent: 'center', marginTop: 28 }}>
          <ButtonLink to={paths.services.getHref()} variant="outline">All services</ButtonLink>
        </div>
      </PageSection>

      {testimonials.length ? (
        <PageSection tone="navy" headingId="reviews-title" eyebrow="What customers say" heading="Trusted by neighbours and businesses">
          <TestimonialsCarousel />
        </PageSection>
      ) : null}

      <section className="section" aria-labelledby="faq-title">
        <div className="container split">
          <div>
            <p className="eyebrow">Good to know</p>
            <h2 id="faq-title">Questions we hear every week</h2>
            <p className="lead">Straight answers before you call. If yours is not here, ask us: we are happy to explain.</p>
            <ButtonLink to={paths.contact.getHref()} variant="navy">Ask a question</ButtonLink>
          </div>
          <div>
            <Accordion items={faq} />
          </div>
        </div>
        <JsonLd data={faqJsonLd(faq)} />
      </section>

      {posts.length > 0 ? (
        <PageSection tone="soft" headingId="blog-title" eyebrow="From the blog" heading="Latest tips and news">
          <Carousel kind="blog" label="Latest blog posts" slides={posts.map((p) => ({ key: String(p.blog_id), node: <BlogCard post={p} /> }))} />
        </PageSection>
      ) : null}

      <CallBanner />
    </>
  );
}

