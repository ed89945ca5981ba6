import { type SubscriberStatus, subscriberStatuses } from '@hvac/contracts';
import { subscribersAction } from '../../features/admin/leads/api/export-subscribers';
import { getSubscribers } from '../../features/admin/leads/api/get-subscribers';
import { SubscribersScreen } from '../../features/admin/leads/components/subscribers-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { listQueryFromSearch, listSearchParams } from '../../features/admin/kit/utils/pagination';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-subscribers';

function statusFromSearch(search: URLSearchParams): SubscriberStatus | null {
  const value = search.get('status');
  return subscriberStatuses.find((s) => s === value) ?? null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const list = listQueryFromSearch(search);
  const status = statusFromSearch(search);
  return { list, status, subscribers: await getSubscribers(listSearchParams(list, { status })) };
}

export const clientAction = subscribersAction;

export const meta: Route.MetaFunction = () => adminMeta('Subscribers');

export default function AdminSubscribersRoute({ loaderData }: Route.ComponentProps) {
  return <SubscribersScreen list={loaderData.list} status={loaderData.status} subscribers={loaderData.subscribers} />;
}
