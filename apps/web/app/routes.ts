import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { adminRoutes } from './routes/admin/admin-routes';

export default [
  // Public, server-rendered pages share the header, footer and sticky call button.
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('home', 'routes/legacy-redirect.tsx', { id: 'redirect-home' }),
    route('about', 'routes/about.tsx'),
    route('services', 'routes/services.tsx'),
    route('services/refrigeration', 'routes/legacy-redirect.tsx', { id: 'redirect-refrigeration' }),
    route('services/:slug', 'routes/service.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:id', 'routes/blog-post.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('book', 'routes/book.tsx'),
    route('book/manage/:token', 'routes/manage-booking.tsx'),
    route('location/:slug', 'routes/location.tsx'),
    // /thank-you, or with what the page must add after a form sent without JavaScript (/thank-you/newsletter).
    route('thank-you/*', 'routes/thank-you.tsx'),
    route('service-areas', 'routes/service-areas.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('accessibility', 'routes/accessibility.tsx'),
    route('forms/submit', 'routes/form-submit.tsx'),
    route('preview/:token', 'routes/preview.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('site.webmanifest', 'routes/site-webmanifest.ts'),
  route('admin.webmanifest', 'routes/admin/admin-webmanifest.ts'),
  // The admin portal (/login, /admin/*): client-only, noindex, in its own chunks.
  ...adminRoutes,
] satisfies RouteConfig;
