import type { UserInfo } from '@hvac/contracts';
import { parseUserInfo, userInfoStorage } from '../session-storage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const user: UserInfo = { _id: 'u1', name: 'Pat Owner', email: 'pat@example.com', isAdmin: true, role: 'owner', token: 'header.payload.signature' };

describe('userInfo storage', () => {
  it('stores the plain user object under the given key, not a wrapper', () => {
    const storage = new MemoryStorage();
    userInfoStorage(() => storage).setItem('userInfo', { state: { userInfo: user } });
    expect(JSON.parse(storage.getItem('userInfo') ?? 'null')).toEqual(user);
  });

  it('reads back what the sign-in call returned', () => {
    const storage = new MemoryStorage();
    storage.setItem('userInfo', JSON.stringify(user));
    expect(userInfoStorage(() => storage).getItem('userInfo')).toEqual({ state: { userInfo: user } });
  });

  it('removes the key when the session ends', () => {
    const storage = new MemoryStorage();
    storage.setItem('userInfo', JSON.stringify(user));
    userInfoStorage(() => storage).setItem('userInfo', { state: { userInfo: null } });
    expect(storage.getItem('userInfo')).toBeNull();
  });

  it('treats unreadable or incomplete values as no session', () => {
    expect(parseUserInfo('not json')).toBeNull();
    expect(parseUserInfo('null')).toBeNull();
    expect(parseUserInfo(JSON.stringify({ ...user, token: '' }))).toBeNull();
    expect(parseUserInfo(JSON.stringify({ email: user.email, isAdmin: true }))).toBeNull();
    expect(parseUserInfo(JSON.stringify({ ...user, isAdmin: 'yes' }))).toBeNull();
    expect(parseUserInfo(JSON.stringify(user))).toEqual(user);
  });

  it('works without any storage (server rendering)', () => {
    const storage = userInfoStorage(() => undefined);
    expect(storage.getItem('userInfo')).toBeNull();
    expect(() => storage.setItem('userInfo', { state: { userInfo: user } })).not.toThrow();
  });
});
