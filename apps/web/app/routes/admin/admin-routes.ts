import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

// Owned by the admin portal. Paths are relative to app/. Each module is client-only:
// it exports clientLoader (with hydrate = true) and HydrateFallback, and a noindex meta.
export const adminRoutes: RouteConfigEntry[] = [
  route('login', 'routes/login.tsx'),
  layout('routes/admin/admin-layout.tsx', [
    route('admin', 'routes/admin/admin-home.tsx'),
  ]),
];
