import { getInvitations } from '../../features/admin/staff/api/invitations';
import { getUsers } from '../../features/admin/staff/api/get-users';
import { userAction } from '../../features/admin/staff/api/user-action';
import { UsersScreen } from '../../features/admin/staff/components/users-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { listQueryFromSearch, listSearchParams } from '../../features/admin/kit/utils/pagination';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import { useSessionStore } from '../../lib/session/session-store';
import type { Route } from './+types/admin-users';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const list = listQueryFromSearch(new URL(request.url).searchParams);
  const [users, invitations] = await Promise.all([getUsers(listSearchParams(list)), getInvitations()]);
  return { users, list, invitations };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return userAction(await request.formData());
}

export const meta: Route.MetaFunction = () => adminMeta('Users');

export default function AdminUsersRoute({ loaderData }: Route.ComponentProps) {
  const userInfo = useSessionStore((s) => s.userInfo);
  return <UsersScreen users={loaderData.users} list={loaderData.list} invitations={loaderData.invitations} currentUserId={userInfo?._id ?? null} currentRole={userInfo?.role ?? null} />;
}
