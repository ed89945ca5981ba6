import { freshIp } from '../support/auth-app';
import { account, enrol, useAuthApp } from './helpers';

// Issue 30: POST /api/users/password told a wrong current password from a right one (a weak new password got a
// different reply), nothing was throttled, and a stolen session could guess the password at the API rate.
const password = 'violet kettle marches upstream';
const newPassword = 'copper lantern drifts sideways';

describe('security: no password oracle at POST /api/users/password', () => {
  const app = useAuthApp();

  const session = async (email: string, pass = password) => (await app.http.signIn(email, pass, freshIp())).body['token'] as string;
  const change = (token: string, body: Record<string, unknown>, ip = freshIp()) => app.http.call('/api/users/password', body, { token, ip });

  it('refuses a weak new password with the same reply whether the current password is right or wrong', async () => {
    const { email } = await account(app.auth, password);
    const token = await session(email);
    const wrong = await change(token, { currentPassword: 'not my password at all', newPassword: 'Sh0rt!pass' });
    const right = await change(token, { currentPassword: password, newPassword: 'Sh0rt!pass' });
    expect(right).toMatchObject({ status: 400, body: { message: 'The new password must be at least 12 characters long' } });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: right.status, body: right.body });
    expect(await app.http.profileStatus(token)).toBe(200);
  });

  it('ends the session after three wrong current passwords', async () => {
    const { email } = await account(app.auth, password);
    const token = await session(email);
    const ip = freshIp();
    for (let i = 1; i <= 2; i += 1) {
      expect(await change(token, { currentPassword: `wrong guess ${i}`, newPassword }, ip)).toMatchObject({ status: 400, body: { message: 'The current password is not correct' } });
    }
    expect(await change(token, { currentPassword: 'wrong guess 3', newPassword }, ip)).toMatchObject({ status: 401, body: { message: expect.stringMatching(/signed out/) } });
    expect(await app.http.profileStatus(token)).toBe(401);
    expect((await app.http.signIn(email, password)).status).toBe(200);
  });

  it('counts wrong current passwords on the sign-in lock-out counters: 429 with Retry-After, even for the right one', async () => {
    const { email } = await account(app.auth, password);
    const [first, second] = [await session(email), await session(email)];
    const ip = freshIp();
    for (let i = 1; i <= 3; i += 1) await change(first, { currentPassword: `wrong guess ${i}`, newPassword }, ip);
    for (let i = 4; i <= 5; i += 1) expect((await change(second, { currentPassword: `wrong guess ${i}`, newPassword }, ip)).status).toBe(400);
    const held = await change(second, { currentPassword: password, newPassword }, ip);
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(held.body['message']).toMatch(/^Too many sign-in attempts/);
    // Nothing changed: the old password still signs in (from elsewhere).
    expect((await app.http.signIn(email, password)).status).toBe(200);
  });

  it('asks for the second factor when the account has one', async () => {
    const { email } = await account(app.auth, password);
    const token = await session(email);
    const { recoveryCodes } = await enrol(app.http.call, token, password);
    expect(await change(token, { currentPassword: password, newPassword })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/code of your authenticator app/) } });
    expect(await change(token, { currentPassword: password, newPassword, code: 'WRONG-CODE-1' })).toMatchObject({ status: 400, body: { message: 'The password or the code is not right. Nothing was changed.' } });
    expect(await change(token, { currentPassword: 'not the password', newPassword, code: recoveryCodes[0] })).toMatchObject({ status: 400, body: { message: 'The password or the code is not right. Nothing was changed.' } });
    const changed = await change(token, { currentPassword: password, newPassword, code: recoveryCodes[0] });
    expect(changed).toMatchObject({ status: 200, body: { token: expect.any(String) } });
  });
});
