import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { paths, routePattern as at } from '../../config/paths';

// Each admin page or data route (what a screen's dialog reads and writes through a fetcher) by its entry in
// paths.admin, and its module in routes/admin/.
const adminModules: Partial<Record<keyof typeof paths.admin, string>> = {
  root: 'admin-home.tsx',
  blogs: 'admin-blogs.tsx',
  locationPages: 'admin-location-pages.tsx',
  enquiries: 'admin-enquiries.tsx',
  enquiryActivity: 'admin-enquiry-activity.ts',
  record: 'admin-content-record.ts',
  revisions: 'admin-revisions.ts',
  media: 'admin-media.ts',
  previews: 'admin-previews.ts',
  schedule: 'admin-schedule.tsx',
  subscribers: 'admin-subscribers.tsx',
  analytics: 'admin-analytics.tsx',
  privacyRequests: 'admin-privacy-requests.tsx',
  redirects: 'admin-redirects.tsx',
  settings: 'admin-settings.tsx',
  categories: 'admin-categories.tsx',
  security: 'admin-security.tsx',
  audit: 'admin-audit.tsx',
  users: 'admin-users.tsx',
  account: 'admin-account.tsx',
  sessions: 'admin-sessions.tsx',
};

// The admin portal: client-only (each module has a clientLoader and the server sends only a fallback),
// noindex, and in chunks of its own that public pages never load. Files are relative to app/.
export const adminRoutes: RouteConfigEntry[] = [
  route(at(paths.login), 'routes/login.tsx'),
  layout('routes/account-link-layout.tsx', [
    route(at(paths.unlock), 'routes/unlock.tsx'),
    route(at(paths.acceptInvite), 'routes/accept-invite.tsx'),
    route(at(paths.forgotPassword), 'routes/forgot-password.tsx'),
    route(at(paths.resetPassword), 'routes/reset-password.tsx'),
  ]),
  route(at(paths.admin.pushWorker), 'routes/admin/admin-push-sw.ts'),
  layout(
    'routes/admin/admin-layout.tsx',
    Object.entries(adminModules).map(([key, file]) => route(at(paths.admin[key as keyof typeof adminModules]), `routes/admin/${file}`)),
  ),
];
