import { business } from './business';
import catalogue from './data/services.json';

// The fixed catalogue of eight services and the copy of their pages lives in data/services.json, in
// the order the site lists them. Its keys are the slugs, which are public URLs: `refrigation` is
// spelled as existing backlinks spell it.
export type ServiceSlug = keyof typeof catalogue;

export type SubService = { title: string; description: string };

export type FaqItem = { question: string; answer: string };

// What a service page says besides the catalogue entry: search snippet, hero, what we do, signs you
// need it, FAQ. Gas work and heating emergencies carry the gas-safety note.
export type ServicePageCopy = {
  seoTitle: string;
  seoDescription: string;
  // The page's meta keywords (the spec's "some also keywords"): what people search for this service.
  seoKeywords: readonly string[];
  heroText: string;
  subHeading: string;
  intro: readonly string[];
  signs: readonly string[];
  faq: readonly FaqItem[];
  closing: string;
  gasSafety: boolean;
};

type ServiceData = { title: string; summary: string; subServices: readonly SubService[]; page: ServicePageCopy };

export type ServiceEntry = ServiceData & { slug: ServiceSlug };

// Checked by the compiler: every entry of the data file has every field, with its type.
const serviceData: Readonly<Record<ServiceSlug, ServiceData>> = catalogue;

// Fixed texts the copy names by placeholder, so that they keep one home in `business`. The owner's facts
// (founding year, credentials) are settings and never baked into the catalogue.
const businessFacts: Readonly<Record<string, string>> = {
  gasSafety: business.gasSafety,
};

export function fillBusinessFacts(text: string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const fact = businessFacts[name];
    if (fact === undefined) throw new Error(`Service copy names an unknown business fact: ${placeholder}`);
    return fact;
  });
}

// Every text of the data file, with its placeholders filled.
function withBusinessFacts<T>(value: T): T {
  if (typeof value === 'string') return fillBusinessFacts(value) as T;
  if (Array.isArray(value)) return value.map(withBusinessFacts) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withBusinessFacts(item)])) as T;
  return value;
}

export const services: readonly ServiceEntry[] = (Object.keys(serviceData) as ServiceSlug[]).map((slug) => ({
  slug,
  ...withBusinessFacts(serviceData[slug]),
}));

export function findService(slug: string): ServiceEntry | undefined {
  return services.find((s) => s.slug === slug);
}

// Four highlights every service page shows.
export const serviceHighlights = ['Available 24/7', 'Years of Trusted Expertise', 'Fair Pricing', 'Same Day Service'] as const;
