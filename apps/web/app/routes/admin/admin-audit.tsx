import { AuditScreen } from '../../features/admin/staff/components/audit-screen';
import { getAuditEntries } from '../../features/admin/staff/api/get-audit-entries';
import { adminMeta } from '../../features/admin/kit/meta';
import { pageFromSearch } from '../../features/admin/kit/utils/pagination';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-audit';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const page = pageFromSearch(search);
  const filters = { who: search.get('who') ?? '', action: search.get('action') ?? '', from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return { page, filters, audit: await getAuditEntries(page, filters) };
}

export const meta: Route.MetaFunction = () => adminMeta('Audit log');

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditScreen page={loaderData.page} filters={loaderData.filters} audit={loaderData.audit} />;
}
