import { loadContentRecord } from '../../features/admin/content/api/content-record';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-content-record';

// A data route: a post or a location page read fresh when its editor opens (the list screens' fetcher).
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return loadContentRecord(params.kind, Number(params.id));
}

// A component (showing nothing) keeps this a UI route, whose clientLoader and clientAction run in the browser;
// without one it would be a resource route, answered by the server.
export default function AdminContentRecordRoute() {
  return null;
}

// Read once when the editor opens: a later action (a preview link, a refused save) must not swap the version the
// form was loaded from, or a plain Save would replace someone else's newer save.
export const shouldRevalidate = () => false;
