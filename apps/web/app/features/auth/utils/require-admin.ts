import type { UserInfo } from '@hvac/contracts';
import { HTTPError } from 'ky';
import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { getProfile } from '../api/get-profile';
import { sessionNotices, useSessionStore } from '../../../lib/session/session-store';

// The stored session is checked with the server once per page load (and again after a new sign-in),
// so an expired or revoked token is dropped before any admin screen shows.
let checked: { token: string; result: Promise<void> } | null = null;

function checkWithServer(userInfo: UserInfo): Promise<void> {
  if (checked?.token === userInfo.token) return checked.result;
  const result = getProfile().then(
    (profile) => {
      if (!profile.isAdmin) useSessionStore.getState().signOut(sessionNotices.notAdmin);
    },
    (error: unknown) => {
      if (error instanceof HTTPError && (error.response.status === 401 || error.response.status === 403)) {
        useSessionStore.getState().signOut(sessionNotices.expired);
        return;
      }
      // A network failure proves nothing about the token: check again next time.
      checked = null;
      throw error;
    },
  );
  checked = { token: userInfo.token, result };
  return result;
}

// For admin clientLoaders: the signed-in admin, or a redirect to the sign-in page that comes back here.
export async function requireAdmin(request: Request): Promise<UserInfo> {
  const url = new URL(request.url);
  const toLogin = () => redirect(paths.login.getHref(`${url.pathname}${url.search}`));
  const { userInfo } = useSessionStore.getState();
  if (!userInfo) throw toLogin();
  if (!userInfo.isAdmin) {
    useSessionStore.getState().signOut(sessionNotices.notAdmin);
    throw toLogin();
  }
  await checkWithServer(userInfo);
  const current = useSessionStore.getState().userInfo;
  if (!current) throw toLogin();
  return current;
}
