import { redirect, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { adminMeta } from '../features/admin/kit/meta';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { useSessionStore } from '../lib/session/session-store';
import { connectSessionToApiClient } from '../features/auth/utils/connect-session';
import { confirmationFrom } from '../features/auth/utils/sign-in-page-state';
import { safeRedirectTarget } from '../features/auth/utils/validate-sign-in';
import type { Route } from './+types/login';
import '../features/admin/kit/styles/admin.css';

// Client-only: the session lives in this browser's storage.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  connectSessionToApiClient();
  const target = safeRedirectTarget(new URL(request.url).searchParams.get('redirectTo'));
  if (useSessionStore.getState().userInfo?.isAdmin) throw redirect(target);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Loading sign-in..." />;
}

export const meta: Route.MetaFunction = () => adminMeta('Sign In');

export default function Login() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation();
  return (
    <main id="main" className="signin-page">
      <SignInForm confirmation={confirmationFrom(state)} onSignedIn={() => navigate(safeRedirectTarget(params.get('redirectTo')), { replace: true })} />
    </main>
  );
}
