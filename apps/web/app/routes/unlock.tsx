import { useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { adminMeta } from '../features/admin/kit/meta';
import { UnlockAccountForm } from '../features/auth/components/unlock-account-form';
import { linkTokenFrom } from '../features/auth/utils/new-password';
import type { Route } from './+types/unlock';
import '../features/admin/kit/styles/admin.css';

// Client-only like the rest of the portal: the token is in the fragment, which only the browser sees.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Loading..." />;
}

export const meta: Route.MetaFunction = () => adminMeta('Unlock your account');

export default function Unlock() {
  const { hash } = useLocation();
  return (
    <main id="main" className="signin-page">
      <UnlockAccountForm token={linkTokenFrom(hash)} />
    </main>
  );
}
