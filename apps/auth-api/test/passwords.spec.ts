import { UsersService } from '../src/users/users.service';
import { freshIp, login, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';

const oldPassword = 'violet kettle marches upstream';
const newPassword = 'copper lantern drifts sideways';

describe('POST /api/users/password', () => {
  let auth: TestAuthApp;
  let counter = 0;

  const signedIn = async () => {
    const email = `changer-${++counter}@example.com`;
    await auth.app.get(UsersService).createIfAbsent({ email, name: 'Casey Changer', password: oldPassword, role: 'editor' });
    const { body } = await login(auth.url, { email, password: oldPassword }, freshIp());
    return { email, token: body['token'] as string };
  };
  const change = async (token: string, body: unknown) => {
    const res = await fetch(`${auth.url}/api/users/password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  };
  const profileStatus = async (token: string) => (await fetch(`${auth.url}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } })).status;

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
  });
  afterAll(() => auth?.close());

  it('changes the password, signs every other session out and hands this one a fresh token', async () => {
    const { email, token } = await signedIn();
    const other = (await login(auth.url, { email, password: oldPassword }, freshIp())).body['token'] as string;
    const res = await change(token, { currentPassword: oldPassword, newPassword });
    expect(res).toMatchObject({ status: 200, body: { message: 'Password changed; every other session was signed out', token: expect.any(String) } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(res.body['token'] as string)).toBe(200);
    expect((await login(auth.url, { email, password: oldPassword }, freshIp())).status).toBe(401);
    expect((await login(auth.url, { email, password: newPassword }, freshIp())).status).toBe(200);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'not my password at all', newPassword }, 'The current password is not correct'],
    ['a short new password', { currentPassword: oldPassword, newPassword: 'Sh0rt!pass' }, 'The new password must be at least 12 characters long'],
    ['a common new password', { currentPassword: oldPassword, newPassword: 'Qwertyuiop123' }, expect.stringMatching(/^The new password is too easy to guess/)],
    ['the name in the new password', { currentPassword: oldPassword, newPassword: 'casey changer 1' }, expect.stringMatching(/^The new password is too easy to guess/)],
    ['no current password', { newPassword }, expect.stringMatching(/^currentPassword is required/)],
  ])('refuses %s with a 400 and keeps the session', async (_case, body, message) => {
    const { token } = await signedIn();
    expect(await change(token, body)).toMatchObject({ status: 400, body: { message } });
    expect(await profileStatus(token)).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await fetch(`${auth.url}/api/users/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currentPassword: oldPassword, newPassword }) });
    expect(res.status).toBe(401);
  });
});
