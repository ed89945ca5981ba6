import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DeviceCookies } from '../../src/lockout/device-cookie.service';
import { adminPassword } from '../support/auth-app';
import { account, useAuthApp } from './helpers';

// Issue 30: a remembered-device cookie (which escapes the lock-out counters others fill) stayed valid for 180 days
// whatever happened to the account: a password reset, a deactivation, "sign out everywhere".
const password = 'violet kettle marches upstream';
const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('security: remembered-device cookies are revoked with the account’s access', () => {
  const app = useAuthApp();
  let ownerToken: string;

  beforeAll(async () => {
    ownerToken = (await app.http.signIn(app.auth.adminEmail, adminPassword)).body['token'] as string;
  });

  const remembered = async () => {
    const user = await account(app.auth, password);
    const reply = await app.http.signIn(user.email, password);
    const cookie = cookieOf(reply.headers);
    expect(await app.auth.app.get(DeviceCookies).deviceOf(cookie, user.email)).toEqual(expect.any(String));
    return { ...user, cookie, token: reply.body['token'] as string };
  };
  const known = (cookie: string, email: string) => app.auth.app.get(DeviceCookies).deviceOf(cookie, email);

  it('forgets it on a password reset', async () => {
    const user = await remembered();
    const token = randomBytes(32).toString('base64url');
    await app.auth.app.get(DataSource).query(`INSERT INTO auth.password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '10 minutes')`, [
      user.id,
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect((await app.http.call('/api/users/password-reset', { token, password: 'copper lantern drifts sideways' })).status).toBe(200);
    expect(await known(user.cookie, user.email)).toBeUndefined();
  });

  it('forgets it on a deactivation, also once reactivated', async () => {
    const user = await remembered();
    expect((await app.http.call(`/api/users/${user.id}/deactivate`, undefined, { token: ownerToken })).status).toBe(200);
    expect((await app.http.call(`/api/users/${user.id}/activate`, undefined, { token: ownerToken })).status).toBe(200);
    expect(await known(user.cookie, user.email)).toBeUndefined();
  });

  it('forgets every other one on "sign out everywhere else", and this browser gets a fresh one', async () => {
    const user = await remembered();
    const other = cookieOf((await app.http.signIn(user.email, password)).headers);
    const reply = await app.http.call('/api/users/sessions/revoke-others', undefined, { token: user.token, cookie: user.cookie });
    expect(reply.status).toBe(200);
    expect(await known(other, user.email)).toBeUndefined();
    expect(await known(user.cookie, user.email)).toBeUndefined();
    const renewed = cookieOf(reply.headers);
    expect(await known(renewed, user.email)).toBe(await app.auth.app.get(DeviceCookies).deviceOf(renewed, user.email));
    expect(await known(renewed, user.email)).toEqual(expect.any(String));
  });
});
