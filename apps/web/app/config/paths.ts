import type { ServiceSlug } from '@hvac/site';

// Every route of the app in one place: components link with getHref(), never with string literals.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  services: { path: '/services', getHref: () => '/services' },
  service: { path: '/services/:slug', getHref: (slug: ServiceSlug) => `/services/${slug}` },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:id', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  contact: { path: '/contact', getHref: () => '/contact' },
  location: { path: '/location/:slug', getHref: (slug: string) => `/location/${encodeURIComponent(slug)}` },
  thankYou: { path: '/thank-you', getHref: () => '/thank-you' },
  formFallback: { path: '/forms/submit', getHref: () => '/forms/submit' },
  login: { path: '/login', getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login') },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    blogs: { path: '/admin/blogs', getHref: () => '/admin/blogs' },
    locationPages: { path: '/admin/location-pages', getHref: () => '/admin/location-pages' },
    enquiries: { path: '/admin/enquiries', getHref: () => '/admin/enquiries' },
    subscribers: { path: '/admin/subscribers', getHref: () => '/admin/subscribers' },
  },
} as const;

// Old or mistyped addresses that still get visitors: answered with a permanent redirect.
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/home': paths.home.getHref(),
  '/services/refrigeration': paths.service.getHref('refrigation'),
};
