import { loadRevisions, restoreRevisionAction, revisionItemType } from '../../features/admin/content/api/revisions-data';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-revisions';

// A data route: the editors' History dialog reads the kept versions (and a comparison) here with a fetcher,
// and restores one through the action.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return loadRevisions(revisionItemType(params.type), Number(params.id), new URL(request.url).searchParams);
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return restoreRevisionAction(revisionItemType(params.type), Number(params.id), await request.formData());
}

export default function AdminRevisionsRoute() {
  return null;
}
