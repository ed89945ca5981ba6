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
  // The booking form on its own, for the Google profile's "Book" button and printed material.
  book: { path: '/book', getHref: () => '/book' },
  manageBooking: { path: '/book/manage/:token', getHref: (token: string) => `/book/manage/${encodeURIComponent(token)}` },
  location: { path: '/location/:slug', getHref: (slug: string) => `/location/${encodeURIComponent(slug)}` },
  serviceAreas: { path: '/service-areas', getHref: () => '/service-areas' },
  thankYou: { path: '/thank-you', getHref: () => '/thank-you' },
  // A draft as the public would see it, for 24 hours, to anyone with the link.
  preview: { path: '/preview/:token', getHref: (token: string) => `/preview/${encodeURIComponent(token)}` },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  accessibility: { path: '/accessibility', getHref: () => '/accessibility' },
  login: { path: '/login', getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login') },
  admin: { path: '/admin', getHref: () => '/admin' },
  // The pages an account mail links to; the token travels in the fragment, which browsers never send to a
  // server or write to its logs.
  unlock: { path: '/admin/unlock', getHref: (token = '') => `/admin/unlock${token && `#${token}`}` },
  acceptInvite: { path: '/accept-invite', getHref: (token = '') => `/accept-invite${token && `#${token}`}` },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: (token = '') => `/reset-password${token && `#${token}`}` },
} as const;

// The pages without a slug that search engines should index, and the addresses they should not.
export const indexedStaticPages = [pagePaths.home, pagePaths.about, pagePaths.services, pagePaths.blog, pagePaths.contact, pagePaths.book, pagePaths.privacy, pagePaths.accessibility, pagePaths.serviceAreas].map((p) => p.getHref());
export const unindexedPaths = [pagePaths.admin, pagePaths.login, pagePaths.thankYou, pagePaths.acceptInvite, pagePaths.forgotPassword, pagePaths.resetPassword].map((p) => p.getHref());
