import { internationalPhone, shownCredentials, weekdays, type Blog, type BusinessFacts } from '@hvac/contracts';
import { businessTagline, type ServiceEntry } from '@hvac/site';
import { dayName, type PublicSiteSettings } from '../../lib/site-settings';
import { absoluteUrl } from './meta';

export type JsonLdObject = { '@context'?: string; '@type': string; [key: string]: unknown };

const context = 'https://schema.org';

export function businessId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#business`;
}

// schema.org names days in English with a capital: "Monday".
function openingHoursJsonLd(hours: PublicSiteSettings['openingHours']): JsonLdObject[] {
  return hours.map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: dayName(row.day), opens: row.opens, closes: row.closes }));
}

// A holiday closure is a day whose opening and closing are both midnight, as schema.org spells "closed".
function holidayClosuresJsonLd(closures: PublicSiteSettings['holidayClosures']): JsonLdObject[] {
  return closures.map((c) => ({ '@type': 'OpeningHoursSpecification', validFrom: c.date, validThrough: c.date, opens: '00:00', closes: '00:00', description: c.note }));
}

// The owner's credentials as schema.org credentials: the registration number and the register to check it,
// where the owner gave them. A cleared line is not stated.
function credentialsJsonLd(facts: BusinessFacts): JsonLdObject[] {
  return shownCredentials(facts).map((c) => ({
    '@type': 'EducationalOccupationalCredential',
    name: c.label.trim(),
    ...(c.registrationNumber.trim() ? { identifier: c.registrationNumber.trim() } : {}),
    ...(c.verificationUrl ? { url: c.verificationUrl } : {}),
  }));
}

// The LocalBusiness of every public page, from the owner's site settings.
export function hvacBusinessJsonLd(siteUrl: string, settings: PublicSiteSettings): JsonLdObject {
  const a = settings.address;
  const { latitude, longitude } = settings.geo;
  return {
    '@context': context,
    '@type': 'HVACBusiness',
    '@id': businessId(siteUrl),
    name: settings.businessName,
    ...(settings.business.legalName.trim() ? { legalName: settings.business.legalName.trim() } : {}),
    description: businessTagline(settings.business),
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/logo.svg'),
    image: absoluteUrl(siteUrl, '/og-image.png'),
    email: settings.email,
    telephone: internationalPhone(settings.phones.main),
    ...(settings.business.foundedYear === null ? {} : { foundingDate: String(settings.business.foundedYear) }),
    address: { '@type': 'PostalAddress', streetAddress: a.street, addressLocality: a.locality, addressRegion: a.region, postalCode: a.postalCode, addressCountry: a.country },
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    areaServed: settings.serviceAreas.map((area) => ({ '@type': 'City', name: area.name })),
    openingHoursSpecification: openingHoursJsonLd(settings.openingHours),
    ...(settings.holidayClosures.length ? { specialOpeningHoursSpecification: holidayClosuresJsonLd(settings.holidayClosures) } : {}),
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'emergency', telephone: internationalPhone(settings.phones.emergency), hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays.map(dayName), opens: '00:00', closes: '23:59' } },
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: internationalPhone(settings.phones.main), email: settings.email },
    ],
    ...(settings.socialLinks.length ? { sameAs: settings.socialLinks.map((s) => s.url) } : {}),
    ...(shownCredentials(settings.business).length ? { hasCredential: credentialsJsonLd(settings.business) } : {}),
    hasMap: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(siteUrl, c.path) })),
  };
}

export function serviceJsonLd(siteUrl: string, service: ServiceEntry, path: string, areas: PublicSiteSettings['serviceAreas']): JsonLdObject {
  return {
    '@context': context,
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url: absoluteUrl(siteUrl, path),
    provider: { '@id': businessId(siteUrl) },
    areaServed: areas.map((area) => ({ '@type': 'City', name: area.name })),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: service.title,
      itemListElement: service.subServices.map((s) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: s.title, description: s.description } })),
    },
  };
}

export function blogPostingJsonLd(siteUrl: string, post: Blog, path: string, description: string, image: string | null): JsonLdObject {
  const modified = Number.isNaN(Date.parse(post.updated_at)) ? undefined : new Date(post.updated_at).toISOString();
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    description,
    url: absoluteUrl(siteUrl, path),
    mainEntityOfPage: absoluteUrl(siteUrl, path),
    ...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
    ...(modified ? { dateModified: modified, datePublished: parsedPublished(post.published_date) ?? modified } : {}),
    author: { '@id': businessId(siteUrl) },
    publisher: { '@id': businessId(siteUrl) },
  };
}

// published_date is free text; only a date the parser understands becomes structured data.
function parsedPublished(text: string): string | undefined {
  const t = Date.parse(text);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
  };
}

// Safe inside <script>: a "</script>" in content must not end the element.
export function serializeJsonLd(value: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
