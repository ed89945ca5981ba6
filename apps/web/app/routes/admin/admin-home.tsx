import { AdminHome } from '../../features/admin/components/admin-home';
import { adminMeta } from '../../features/admin/meta';
import { useSessionStore } from '../../lib/session/session-store';
import type { Route } from './+types/admin-home';

export const meta: Route.MetaFunction = () => adminMeta('Profile');

export default function AdminHomeRoute() {
  const userInfo = useSessionStore((s) => s.userInfo);
  return <AdminHome name={userInfo?.name ?? ''} email={userInfo?.email ?? ''} />;
}
