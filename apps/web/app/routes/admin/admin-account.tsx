import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { adminMeta } from '../../features/admin/kit/meta';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-account';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = () => adminMeta('Your account');

export default function AdminAccountRoute() {
  return (
    <>
      <div className="admin-page__head">
        <h1>Your account</h1>
      </div>
      <p>
        <Link to={paths.admin.sessions.getHref()}>Your sessions</Link>: see where you are signed in, and sign out other devices.
      </p>
      <ChangePasswordForm />
    </>
  );
}
