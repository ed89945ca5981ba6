import { data } from 'react-router';
import { followRedirect } from '../features/redirects/api/follow-redirect.server';
import type { Route } from './+types/not-found';

// Any address no route claims: a 301 when it is an old address, else a real HTTP 404 rendered by the
// layout's error screen.
export async function loader({ request }: Route.LoaderArgs) {
  await followRedirect(request);
  throw data({ message: 'Not found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
