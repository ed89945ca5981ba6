import { previewKinds } from '@hvac/contracts';
import { previewAction } from '../../features/admin/content/api/preview-links';
import type { Route } from './+types/admin-previews';

// A data route: the editors' preview controls make and revoke an item's preview links through its action.
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const kind = previewKinds.find((k) => k === params.kind) ?? 'blog';
  return previewAction(kind, Number(params.id), await request.formData());
}

// A component (showing nothing) keeps this a UI route, whose clientLoader and clientAction run in the browser;
// without one it would be a resource route, answered by the server.
export default function AdminPreviewsRoute() {
  return null;
}
