import { Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import '../features/admin/kit/styles/admin.css';

// The pages an account mail or the sign-in page links to (accept an invitation, unlock, forgot and reset a
// password): client-only like the rest of the portal, since a mail link's token is in the fragment, which
// only the browser sees.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Loading..." />;
}

export default function AccountLinkLayout() {
  return (
    <main id="main" className="signin-page">
      <Outlet />
    </main>
  );
}
