import { adminMeta } from '../../features/admin/kit/meta';
import { getSecondFactorStatus, getSecuritySettings } from '../../features/auth/api/second-factor';
import { SecurityScreen } from '../../features/auth/components/security-screen';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-security';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const userInfo = await requireAdmin(request);
  const [status, settings] = await Promise.all([getSecondFactorStatus(), getSecuritySettings()]);
  // Until accounts carry a role, every admin is the owner (the server's OwnerGuard decides the same way).
  return { status, requireSecondFactor: settings.requireSecondFactor, isOwner: userInfo.role === 'owner' };
}

export const meta: Route.MetaFunction = () => adminMeta('Sign-in security');

export default function AdminSecurityRoute({ loaderData }: Route.ComponentProps) {
  return <SecurityScreen {...loaderData} />;
}
