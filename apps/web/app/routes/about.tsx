import { shownCredentials, yearsInBusiness } from '@hvac/contracts';
import { credentialLine, generalFaq } from '@hvac/site';
import { paths } from '../config/paths';
import { ButtonLink } from '../components/ui/button';
import { AwardIcon, ShieldIcon, TagIcon, TruckIcon } from '../components/ui/icons';
import van from '../assets/illustrations/service-van.svg';
import designBuild from '../assets/illustrations/services/design-build.svg';
import { BlogCard } from '../features/blog/components/blog-card';
import { getBlogSummaries } from '../features/blog/api/get-blog-summaries.server';
import { Carousel } from '../features/carousel/components/carousel';
import { TestimonialsCarousel } from '../features/carousel/components/testimonials-carousel';
import { ContentSection } from '../features/layout/components/content-block';
import { Hero } from '../features/layout/components/hero';
import { PageSection } from '../features/layout/components/page-section';
import { breadcrumbJsonLd, faqJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { useSiteUrl } from '../features/seo/use-site-url';
import { siteSettingsFromMatches, useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/about';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'About', path: paths.about.getHref() },
];

export async function loader() {
  const blogs = await getBlogSummaries(6);
  return { posts: blogs.ok ? blogs.value : [] };
}

export function meta({ matches }: Route.MetaArgs) {
  const { business } = siteSettingsFromMatches(matches);
  const years = yearsInBusiness(business);
  return buildMeta({
    title: `About Us: Family-Run HVAC Contractor${business.foundedYear === null ? '' : ` Since ${business.foundedYear}`}`,
    description: `Meet the family-run heating, cooling and gas line contractor${business.town ? ` from ${business.town}, Ontario` : ' in Ontario'}: ${years === null ? '' : `${years} years of `}licensed, insured, warrantied work for homes and businesses.`,
    path: paths.about.getHref(),
    ...siteFromMatches(matches),
  });
}

const values = [
  { icon: ShieldIcon, title: 'Safety first', text: 'Every gas appliance we touch gets a combustion and safety check before we leave.' },
  { icon: TagIcon, title: 'Upfront prices', text: 'A written quote before work starts. The price we quote is the price you pay.' },
  { icon: AwardIcon, title: 'Work we sign', text: 'Written warranties on parts and labour, and we come back if something is not right.' },
  { icon: TruckIcon, title: 'Stocked vans', text: 'Common parts travel with us, so most repairs are finished on the first visit.' },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  // Only testimonials the owner published with the customer's consent; none, no section.
  const { testimonials, address, serviceAreas, business } = useSiteSettings();
  // About leaves out the first two questions (areas served, quotes), which the home page answers.
  const faq = generalFaq({ locality: address.locality, serviceAreas, business }).slice(2);
  const years = yearsInBusiness(business);
  const credentials = shownCredentials(business);
  const checkable = credentials.filter((c) => c.verificationUrl);
  return (
    <>
      <Hero heading="ABOUT" eyebrow={business.foundedYear === null ? 'About us' : `Since ${business.foundedYear}`} subheading={years === null ? 'One family, one standard' : `${years} years, one family, one standard`} text="We are a heating, cooling, refrigeration and gas line contractor that still answers its own phones. Three things have not changed since the first van: we show up when we say, we explain before we fix, and we stand behind the work." crumbs={crumbs} compact />

      <ContentSection
        eyebrow="Our philosophy"
        heading="Do it right, explain it plainly, stand behind it"
        headingId="philosophy-title"
        image={{ src: designBuild, width: 480, height: 300, alt: 'A heating and ductwork plan drawn before installation' }}
        paragraphs={[
          'A furnace or a rooftop unit is a big decision and an even bigger inconvenience when it fails. We think you deserve to understand what is wrong, what the options cost and what we would do in your place.',
          'So our technicians take the time to show you the problem, give you a written price, and leave the place as clean as they found it. Most of our work comes from customers who call us back, and from their neighbours.',
        ]}
        quote={testimonials[0]}
        button={{ label: 'Describe More', to: paths.services.getHref() }}
      />

      <PageSection tone="soft" headingId="values-title" eyebrow="What you can expect" heading="How we work">
        <ul className="grid grid--4" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="segment">
              <Icon style={{ width: 40, height: 40, margin: '0 auto 12px', color: 'var(--flame-600)' }} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      {testimonials.length ? (
        <PageSection tone="navy" headingId="reviews-title" eyebrow="Testimonials" heading="What our customers say">
          <TestimonialsCarousel />
        </PageSection>
      ) : null}

      <ContentSection
        eyebrow="Credentials"
        heading="Licensed, registered and insured"
        headingId="credentials-title"
        image={{ src: van, width: 560, height: 400, alt: 'Our service van' }}
        reverse
        bullets={credentials.map(credentialLine)}
        faq={faq}
        callButton
      >
        {checkable.length ? (
          <p>
            Check us on the public registers:{' '}
            {checkable.map((c, i) => (
              <span key={c.label}>
                {i > 0 ? ', ' : null}
                <a href={c.verificationUrl ?? undefined}>{c.label}</a>
              </span>
            ))}
            .
          </p>
        ) : null}
      </ContentSection>

      {loaderData.posts.length > 0 ? (
        <PageSection tone="soft" headingId="blog-title" eyebrow="From the blog" heading="Tips from our technicians">
          <Carousel kind="blog" label="Latest blog posts" slides={loaderData.posts.map((p) => ({ key: String(p.blog_id), node: <BlogCard post={p} /> }))} />
          <div className="btn-row" style={{ justifyContent: 'center', marginTop: 28 }}>
            <ButtonLink to={paths.blog.getHref()} variant="outline">All articles</ButtonLink>
          </div>
        </PageSection>
      ) : null}
      <JsonLd data={[faqJsonLd(faq), breadcrumbJsonLd(siteUrl, crumbs)]} />
    </>
  );
}
