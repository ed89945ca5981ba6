import { loadContentRecord } from '../../features/admin/content/api/content-record';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-content-record';

// A data route: a post or a location page read fresh when its editor opens (the list screens' fetcher).
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return loadContentRecord(params.kind, Number(params.id));
}

export default function AdminContentRecordRoute() {
  return null;
}
