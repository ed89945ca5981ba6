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

// A component (showing nothing) keeps this a UI route, whose clientLoader and clientAction run in the browser;
// without one it would be a resource route, answered by the server.
export default function AdminRevisionsRoute() {
  return null;
}
