import type { ComponentProps, ReactNode } from 'react';
import { CallBanner, Hero } from '../../features/layout/components/hero';
import { breadcrumbJsonLd } from '../../features/seo/json-ld';
import { JsonLd } from '../../features/seo/json-ld-script';
import { useSiteUrl } from '../../features/seo/use-site-url';

type ListingPageProps = {
  // The compact hero's words; its breadcrumbs are the page's.
  hero: Omit<ComponentProps<typeof Hero>, 'crumbs' | 'compact'>;
  crumbs: { name: string; path: string }[];
  // The list's heading (hidden where the hero already says it) and the id that names its section.
  listId: string;
  listHeading: string;
  listHeadingHidden?: boolean;
  children: ReactNode;
};

// A public page that lists what the business offers (the services, the towns served): the compact hero, one
// section with the list, the call banner, and the breadcrumbs for search engines.
export function ListingPage({ hero, crumbs, listId, listHeading, listHeadingHidden, children }: ListingPageProps) {
  const siteUrl = useSiteUrl();
  return (
    <>
      <Hero {...hero} crumbs={crumbs} compact />
      <section className="section" aria-labelledby={listId}>
        <div className="container">
          <h2 id={listId} className={listHeadingHidden ? 'visually-hidden' : undefined}>
            {listHeading}
          </h2>
          {children}
        </div>
      </section>
      <CallBanner tone="soft" />
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
