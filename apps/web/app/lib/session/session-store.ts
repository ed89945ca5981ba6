import type { UserInfo } from '@hvac/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { parseUserInfo, type PersistedSession, userInfoStorage } from './session-storage';

export const sessionStorageKey = 'userInfo';

export const sessionNotices = {
  expired: 'Session expired or signed out from another device. Please sign in again.',
  notAdmin: 'This account is not an administrator account.',
} as const;

type SessionState = {
  userInfo: UserInfo | null;
  // A message for the sign-in page explaining why the session ended (kept in memory only).
  notice: string | null;
  signIn: (userInfo: UserInfo) => void;
  signOut: (notice?: string | null) => void;
  clearNotice: () => void;
};

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      userInfo: null,
      notice: null,
      signIn: (userInfo) => set({ userInfo, notice: null }),
      signOut: (notice = null) => set({ userInfo: null, notice }),
      clearNotice: () => set({ notice: null }),
    }),
    {
      name: sessionStorageKey,
      storage: userInfoStorage(browserStorage),
      partialize: (state): PersistedSession => ({ userInfo: state.userInfo }),
    },
  ),
);

// A sign-out (or sign-in) in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== sessionStorageKey && event.key !== null) return;
    const userInfo = parseUserInfo(window.localStorage.getItem(sessionStorageKey));
    if (userInfo?.token !== useSessionStore.getState().userInfo?.token) useSessionStore.setState({ userInfo });
  });
}
