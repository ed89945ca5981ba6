import { useState } from 'react';
import { Navigate, Outlet, useLocation, useRouteError } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AdminErrorScreen } from '../../features/admin/kit/components/admin-error-screen';
import { AdminShell } from '../../features/admin/kit/components/admin-shell';
import { forgetKeptDrafts } from '../../features/admin/content/hooks/use-kept-draft';
import { adminMeta } from '../../features/admin/kit/meta';
import { revokeSession } from '../../features/auth/api/sign-out';
import { useSessionStore } from '../../lib/session/session-store';
import { connectSessionToApiClient } from '../../features/auth/utils/connect-session';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import { LogoMark } from '../../features/layout/components/logo';
import type { Route } from './+types/admin-layout';
import '../../features/admin/kit/styles/admin.css';

// Client-only: the server sends the fallback; the session is checked with the server before any screen shows.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  connectSessionToApiClient();
  await requireAdmin(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Loading the admin portal..." />;
}

export const meta: Route.MetaFunction = () => adminMeta('Admin Portal');

// Installed to a home screen, the admin is an app of its own (scope /admin); the public pages link the site's manifest.
export const links: Route.LinksFunction = () => [{ rel: 'manifest', href: paths.admin.manifest.getHref() }];

function useLogout() {
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    // Revoke first so the token stops working everywhere; sign out here even if the server is unreachable.
    await revokeSession().catch(() => undefined);
    // A deliberate sign-out leaves no unsaved drafts behind for the next person at this browser.
    forgetKeptDrafts();
    useSessionStore.getState().signOut();
    window.location.replace(paths.login.getHref());
  };
  return { loggingOut, logout: () => void logout() };
}

export default function AdminLayout() {
  const userInfo = useSessionStore((s) => s.userInfo);
  const location = useLocation();
  const { loggingOut, logout } = useLogout();
  // A 401 on any admin call (or a sign-out in another tab) ends the session: back to the sign-in page.
  if (!userInfo && !loggingOut) return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  return (
    <AdminShell userName={userInfo?.name || userInfo?.email || null} role={userInfo?.role} logo={<LogoMark />} onLogout={logout} loggingOut={loggingOut}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { loggingOut, logout } = useLogout();
  const userInfo = useSessionStore((s) => s.userInfo);
  return (
    <AdminShell userName={userInfo?.name || userInfo?.email || null} role={userInfo?.role} logo={<LogoMark />} onLogout={logout} loggingOut={loggingOut}>
      <AdminErrorScreen error={error} />
    </AdminShell>
  );
}
