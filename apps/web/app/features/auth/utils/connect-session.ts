import { setAuthTokenProvider, setUnauthorizedHandler } from '../../../lib/api-client';
import { sessionNotices, useSessionStore } from '../../../lib/session/session-store';

// Admin calls carry the stored token; a 401 on any of them ends the session. A 401 while nobody is
// signed in (a wrong password on the sign-in form) is the form's business, not an expiry.
export function connectSessionToApiClient(): void {
  setAuthTokenProvider(() => useSessionStore.getState().userInfo?.token);
  setUnauthorizedHandler(() => {
    if (useSessionStore.getState().userInfo) useSessionStore.getState().signOut(sessionNotices.expired);
  });
}
