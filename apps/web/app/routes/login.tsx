import { PageSpinner } from '../components/ui/spinner';

// Placeholder owned by the admin portal: client-only and noindex.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Loading sign-in..." />;
}

export const meta = () => [{ title: 'Sign In' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function Login() {
  return (
    <main id="main" className="container section">
      <h1>Sign In</h1>
    </main>
  );
}
