import { redirect } from 'react-router';
import { legacyRedirects } from '../config/paths';
import type { Route } from './+types/legacy-redirect';

// Permanent redirects for addresses people and old links still use.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = legacyRedirects[url.pathname.replace(/\/$/, '')] ?? '/';
  return redirect(`${target}${url.search}`, 301);
}

export default function LegacyRedirect() {
  return null;
}
