import { loadMedia } from '../../features/admin/kit/api/get-media';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-media';

// A data route: a page of the media library for the picker over an editor (its fetcher), searched by ?q=.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return loadMedia(new URL(request.url).searchParams);
}

// A component (showing nothing) keeps this a UI route, whose clientLoader and clientAction run in the browser;
// without one it would be a resource route, answered by the server.
export default function AdminMediaRoute() {
  return null;
}
