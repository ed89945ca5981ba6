import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { paths, routePattern as at } from '../../config/paths';

const admin = paths.admin;

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
  route(at(admin.pushWorker), 'routes/admin/admin-push-sw.ts'),
  layout('routes/admin/admin-layout.tsx', [
    route(at(admin.root), 'routes/admin/admin-home.tsx'),
    route(at(admin.blogs), 'routes/admin/admin-blogs.tsx'),
    route(at(admin.locationPages), 'routes/admin/admin-location-pages.tsx'),
    route(at(admin.enquiries), 'routes/admin/admin-enquiries.tsx'),
    route(at(admin.enquiryActivity), 'routes/admin/admin-enquiry-activity.ts'),
    route(at(admin.record), 'routes/admin/admin-content-record.ts'),
    route(at(admin.revisions), 'routes/admin/admin-revisions.ts'),
    route(at(admin.media), 'routes/admin/admin-media.ts'),
    route(at(admin.previews), 'routes/admin/admin-previews.ts'),
    route(at(admin.schedule), 'routes/admin/admin-schedule.tsx'),
    route(at(admin.subscribers), 'routes/admin/admin-subscribers.tsx'),
    route(at(admin.analytics), 'routes/admin/admin-analytics.tsx'),
    route(at(admin.privacyRequests), 'routes/admin/admin-privacy-requests.tsx'),
    route(at(admin.redirects), 'routes/admin/admin-redirects.tsx'),
    route(at(admin.settings), 'routes/admin/admin-settings.tsx'),
    route(at(admin.categories), 'routes/admin/admin-categories.tsx'),
    route(at(admin.security), 'routes/admin/admin-security.tsx'),
    route(at(admin.audit), 'routes/admin/admin-audit.tsx'),
    route(at(admin.users), 'routes/admin/admin-users.tsx'),
    route(at(admin.account), 'routes/admin/admin-account.tsx'),
    route(at(admin.sessions), 'routes/admin/admin-sessions.tsx'),
  ]),
];
