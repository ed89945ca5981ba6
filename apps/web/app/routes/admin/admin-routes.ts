import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

// The admin portal: client-only (each module has a clientLoader and the server sends only a fallback),
// noindex, and in chunks of its own that public pages never load. Paths are relative to app/.
export const adminRoutes: RouteConfigEntry[] = [
  route('login', 'routes/login.tsx'),
  route('admin/unlock', 'routes/unlock.tsx'),
  route('accept-invite', 'routes/accept-invite.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  // The admin's push service worker (scope /admin/); not a page.
  route('admin/push-sw.js', 'routes/admin/admin-push-sw.ts'),
  layout('routes/admin/admin-layout.tsx', [
    route('admin', 'routes/admin/admin-home.tsx'),
    route('admin/blogs', 'routes/admin/admin-blogs.tsx'),
    route('admin/location-pages', 'routes/admin/admin-location-pages.tsx'),
    route('admin/enquiries', 'routes/admin/admin-enquiries.tsx'),
    // Data routes: what a screen's dialog reads and writes through a fetcher (no page of their own).
    route('admin/enquiries/:id/activity', 'routes/admin/admin-enquiry-activity.ts'),
    route('admin/records/:kind/:id', 'routes/admin/admin-content-record.ts'),
    route('admin/revisions/:type/:id', 'routes/admin/admin-revisions.ts'),
    route('admin/media', 'routes/admin/admin-media.ts'),
    route('admin/previews/:kind/:id', 'routes/admin/admin-previews.ts'),
    route('admin/schedule', 'routes/admin/admin-schedule.tsx'),
    route('admin/subscribers', 'routes/admin/admin-subscribers.tsx'),
    route('admin/analytics', 'routes/admin/admin-analytics.tsx'),
    route('admin/privacy-requests', 'routes/admin/admin-privacy-requests.tsx'),
    route('admin/redirects', 'routes/admin/admin-redirects.tsx'),
    route('admin/settings', 'routes/admin/admin-settings.tsx'),
    route('admin/categories', 'routes/admin/admin-categories.tsx'),
    route('admin/account/security', 'routes/admin/admin-security.tsx'),
    route('admin/audit', 'routes/admin/admin-audit.tsx'),
    route('admin/users', 'routes/admin/admin-users.tsx'),
    route('admin/account', 'routes/admin/admin-account.tsx'),
    route('admin/account/sessions', 'routes/admin/admin-sessions.tsx'),
  ]),
];
