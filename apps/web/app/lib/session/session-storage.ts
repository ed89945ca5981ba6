import type { UserInfo } from '@hvac/contracts';
import type { PersistStorage } from 'zustand/middleware';

export type PersistedSession = { userInfo: UserInfo | null };

// Anything that is not a user object with a token counts as no session.
export function parseUserInfo(raw: string | null | undefined): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    const valid =
      typeof v['token'] === 'string' && v['token'] !== '' && typeof v['isAdmin'] === 'boolean' && typeof v['email'] === 'string';
    return valid ? (value as UserInfo) : null;
  } catch {
    return null;
  }
}

// localStorage keeps the spec's plain user object under `userInfo` (not zustand's {state, version}
// wrapper), so the stored value stays exactly what the sign-in call returned.
export function userInfoStorage(getStorage: () => Storage | undefined): PersistStorage<PersistedSession> {
  return {
    getItem(name) {
      const userInfo = parseUserInfo(getStorage()?.getItem(name));
      return userInfo ? { state: { userInfo } } : null;
    },
    setItem(name, value) {
      const storage = getStorage();
      const { userInfo } = value.state;
      if (userInfo) storage?.setItem(name, JSON.stringify(userInfo));
      else storage?.removeItem(name);
    },
    removeItem(name) {
      getStorage()?.removeItem(name);
    },
  };
}
