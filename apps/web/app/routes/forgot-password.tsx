import { PageSpinner } from '../components/ui/spinner';
import { adminMeta } from '../features/admin/kit/meta';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import type { Route } from './+types/forgot-password';
import '../features/admin/kit/styles/admin.css';

// Client-only like the sign-in page it belongs to.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Loading..." />;
}

export const meta: Route.MetaFunction = () => adminMeta('Forgot your password?');

export default function ForgotPassword() {
  return (
    <main id="main" className="signin-page">
      <ForgotPasswordForm />
    </main>
  );
}
