import { pagePaths } from '@hvac/site';

// Every route of the app in one place: components link with getHref(), never with string literals.
// The public pages come from @hvac/site, which the sitemap and the feed read too.
export const paths = {
  ...pagePaths,
  formSubmit: { path: '/forms/submit', getHref: () => '/forms/submit' },
  admin: {
    root: pagePaths.admin,
    blogs: { path: '/admin/blogs', getHref: () => '/admin/blogs' },
    locationPages: { path: '/admin/location-pages', getHref: () => '/admin/location-pages' },
    enquiries: { path: '/admin/enquiries', getHref: () => '/admin/enquiries' },
    schedule: { path: '/admin/schedule', getHref: () => '/admin/schedule' },
    subscribers: { path: '/admin/subscribers', getHref: () => '/admin/subscribers' },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
    privacyRequests: { path: '/admin/privacy-requests', getHref: () => '/admin/privacy-requests' },
    redirects: { path: '/admin/redirects', getHref: () => '/admin/redirects' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
    security: { path: '/admin/account/security', getHref: () => '/admin/account/security' },
    audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    account: { path: '/admin/account', getHref: () => '/admin/account' },
    sessions: { path: '/admin/account/sessions', getHref: () => '/admin/account/sessions' },
    // Data routes: what a screen's dialog reads and writes through a fetcher, no page of their own.
    enquiryActivity: { path: '/admin/enquiries/:id/activity', getHref: (id: number) => `/admin/enquiries/${id}/activity` },
    record: { path: '/admin/records/:kind/:id', getHref: (kind: string, id: number) => `/admin/records/${kind}/${id}` },
    revisions: { path: '/admin/revisions/:type/:id', getHref: (type: string, id: number) => `/admin/revisions/${type}/${id}` },
    media: { path: '/admin/media', getHref: (query: Record<string, string>) => `/admin/media?${new URLSearchParams(query)}` },
    previews: { path: '/admin/previews/:kind/:id', getHref: (kind: string, id: number) => `/admin/previews/${kind}/${id}` },
    // The push service worker (scope /admin/) and the admin's web app manifest: not pages.
    pushWorker: { path: '/admin/push-sw.js', getHref: () => '/admin/push-sw.js' },
    manifest: { path: '/admin.webmanifest', getHref: () => '/admin.webmanifest' },
  },
  siteManifest: { path: '/site.webmanifest', getHref: () => '/site.webmanifest' },
} as const;

// A page's React Router pattern, from its entry above (React Router's patterns have no leading slash).
export const routePattern = (page: { path: string }, rest = '') => `${page.path.slice(1)}${rest}`;

// Old or mistyped addresses that still get visitors: answered with a permanent redirect.
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/home': paths.home.getHref(),
  '/services/refrigeration': paths.service.getHref('refrigation'),
};
