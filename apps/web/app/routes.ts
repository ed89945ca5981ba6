import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { legacyRedirects, paths, routePattern as at } from './config/paths';
import { adminRoutes } from './routes/admin/admin-routes';

export default [
  // Public, server-rendered pages share the header, footer and sticky call button.
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    ...Object.keys(legacyRedirects).map((from) => route(from.slice(1), 'routes/legacy-redirect.tsx', { id: `redirect${from.replaceAll('/', '-')}` })),
    route(at(paths.about), 'routes/about.tsx'),
    route(at(paths.services), 'routes/services.tsx'),
    route(at(paths.service), 'routes/service.tsx'),
    route(at(paths.blog), 'routes/blog.tsx'),
    route(at(paths.blogPost), 'routes/blog-post.tsx'),
    route(at(paths.contact), 'routes/contact.tsx'),
    route(at(paths.book), 'routes/book.tsx'),
    route(at(paths.manageBooking), 'routes/manage-booking.tsx'),
    route(at(paths.location), 'routes/location.tsx'),
    // /thank-you, or with what the page must add after a form sent without JavaScript (/thank-you/newsletter).
    route(at(paths.thankYou, '/*'), 'routes/thank-you.tsx'),
    route(at(paths.serviceAreas), 'routes/service-areas.tsx'),
    route(at(paths.privacy), 'routes/privacy.tsx'),
    route(at(paths.accessibility), 'routes/accessibility.tsx'),
    route(at(paths.formSubmit), 'routes/form-submit.tsx'),
    route(at(paths.preview), 'routes/preview.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route(at(paths.siteManifest), 'routes/site-webmanifest.ts'),
  route(at(paths.admin.manifest), 'routes/admin/admin-webmanifest.ts'),
  // The admin portal (/login, /admin/*): client-only, noindex, in its own chunks.
  ...adminRoutes,
] satisfies RouteConfig;
