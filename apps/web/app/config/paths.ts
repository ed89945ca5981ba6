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
  },
} as const;

// Old or mistyped addresses that still get visitors: answered with a permanent redirect.
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/home': paths.home.getHref(),
  '/services/refrigeration': paths.service.getHref('refrigation'),
};
