import type { ServiceSlug } from './services';

// Every public page address of the site, in one place: the web app's routes and links, the sitemap,
// robots.txt, the feed and links written into content all take them from here.
export const pagePaths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  services: { path: '/services', getHref: () => '/services' },
  service: { path: '/services/:slug', getHref: (slug: ServiceSlug) => `/services/${slug}` },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:id', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  contact: { path: '/contact', getHref: () => '/contact' },
  location: { path: '/location/:slug', getHref: (slug: string) => `/location/${encodeURIComponent(slug)}` },
  serviceAreas: { path: '/service-areas', getHref: () => '/service-areas' },
  thankYou: { path: '/thank-you', getHref: () => '/thank-you' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  login: { path: '/login', getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login') },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;

// The pages without a slug that search engines should index, and the addresses they should not.
export const indexedStaticPages = [pagePaths.home, pagePaths.about, pagePaths.services, pagePaths.blog, pagePaths.contact, pagePaths.privacy, pagePaths.serviceAreas].map((p) => p.getHref());
export const unindexedPaths = [pagePaths.admin, pagePaths.login, pagePaths.thankYou].map((p) => p.getHref());
