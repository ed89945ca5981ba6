import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';

// Placeholder owned by the admin portal: client-only (the server sends only the fallback) and noindex.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Loading the admin portal..." />;
}

export const meta = () => [{ title: 'Admin Portal' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminLayout() {
  return (
    <main id="main" className="container section">
      <Outlet />
    </main>
  );
}
