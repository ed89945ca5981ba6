import { DataSource } from 'typeorm';
import { account, useAuthApp } from './helpers';

// Issue 30: a password change handed the browser a new session with a full lifetime, so changing the password
// (which a stolen session may be able to do) extended the sign-in.
const password = 'violet kettle marches upstream';
const exp = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number; sid: string });

describe('security: a password change does not renew the session lifetime', () => {
  const app = useAuthApp();

  it('gives the new session the old one’s absolute expiry', async () => {
    const { email } = await account(app.auth, password);
    const token = (await app.http.signIn(email, password)).body['token'] as string;
    const db = app.auth.app.get(DataSource);
    // The session is three hours old: five hours are left of its eight.
    const endsAt = new Date(Date.now() + 5 * 3600_000);
    await db.query(`UPDATE auth.sessions SET expires_at = $2, created_at = now() - interval '3 hours' WHERE id = $1`, [exp(token).sid, endsAt]);
    const changed = await app.http.call('/api/users/password', { currentPassword: password, newPassword: 'copper lantern drifts sideways' }, { token });
    expect(changed.status).toBe(200);
    const fresh = exp(changed.body['token'] as string);
    expect(Math.abs(fresh.exp * 1000 - endsAt.getTime())).toBeLessThan(2000);
    const [session] = (await db.query(`SELECT expires_at FROM auth.sessions WHERE id = $1`, [fresh.sid])) as { expires_at: Date }[];
    expect(Math.abs((session?.expires_at.getTime() ?? 0) - endsAt.getTime())).toBeLessThan(1000);
    expect(await app.http.profileStatus(changed.body['token'] as string)).toBe(200);
  });
});
