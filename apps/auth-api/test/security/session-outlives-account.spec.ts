import { createHash, randomBytes } from 'node:crypto';
import { readCachedSession, writeCachedSession } from '@hvac/server-kit';
import { testRedisUrl } from '@hvac/test-harness';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { freshIp, startAuthApp, testEnv, type TestAuthApp } from '../support/auth-app';
import { account, client, codeAt, enrol } from './helpers';

// Issue 30: a deactivated user holding a second-factor challenge could still finish it and get a fresh session, a
// password sign-in could race a deactivation or a demotion, and nothing tied a session to the account's state.
const password = 'violet kettle marches upstream';
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { role: string; sid: string };

describe('security: sessions never outlive their account', () => {
  let auth: TestAuthApp;
  let http: ReturnType<typeof client>;
  let db: DataSource;
  let redis: Redis;
  let ownerToken: string;

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
    http = client(auth);
    db = auth.app.get(DataSource);
    redis = new Redis(testRedisUrl());
    ownerToken = (await http.signIn(auth.adminEmail, 'correct horse battery staple')).body['token'] as string;
  });
  afterAll(async () => {
    redis?.disconnect();
    await auth?.close();
  });

  // A staff account with a factor on, and a pending challenge from a fresh password step.
  const withChallenge = async (role: 'editor' | 'admin' = 'editor') => {
    const user = await account(auth, password, role);
    const token = (await http.signIn(user.email, password)).body['token'] as string;
    const factor = await enrol(http.call, token, password);
    const challenge = (await http.signIn(user.email, password)).body['challenge'] as string;
    expect(challenge).toEqual(expect.any(String));
    return { ...user, ...factor, challenge };
  };
  const finish = (challenge: string, code: string) => http.call('/api/users/login/second-factor', { challenge, code });

  it('refuses the code step of a user deactivated after the password step, even once reactivated', async () => {
    const user = await withChallenge();
    expect((await http.call(`/api/users/${user.id}/deactivate`, undefined, { token: ownerToken })).status).toBe(200);
    expect((await finish(user.challenge, user.recoveryCodes[0] ?? '')).status).toBe(401);
    expect((await http.call(`/api/users/${user.id}/activate`, undefined, { token: ownerToken })).status).toBe(200);
    const late = await finish(user.challenge, user.recoveryCodes[0] ?? '');
    expect(late.status).toBe(401);
    expect(late.body['token']).toBeUndefined();
  });

  it('deletes pending challenges on a role change', async () => {
    const user = await withChallenge('admin');
    expect((await http.call(`/api/users/${user.id}/role`, { role: 'editor' }, { token: ownerToken, method: 'PUT' })).status).toBe(200);
    expect((await finish(user.challenge, user.recoveryCodes[0] ?? '')).status).toBe(401);
  });

  it('deletes pending challenges on a password change', async () => {
    const user = await withChallenge();
    const token = (await finish((await http.signIn(user.email, password)).body['challenge'] as string, user.recoveryCodes[1] ?? '')).body['token'] as string;
    const changed = await http.call('/api/users/password', { currentPassword: password, newPassword: 'copper lantern drifts sideways', code: user.recoveryCodes[2] }, { token });
    expect(changed.status).toBe(200);
    expect((await finish(user.challenge, codeAt(user.manualKey, 1))).status).toBe(401);
    expect((await finish(user.challenge, user.recoveryCodes[0] ?? '')).status).toBe(401);
  });

  it('deletes pending challenges on a password reset', async () => {
    const user = await withChallenge();
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO auth.password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '10 minutes')`, [
      user.id,
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect((await http.call('/api/users/password-reset', { token, password: 'copper lantern drifts sideways' })).status).toBe(200);
    expect((await finish(user.challenge, user.recoveryCodes[0] ?? '')).status).toBe(401);
  });

  it('creates no session for a password sign-in that races a deactivation', async () => {
    const user = await account(auth, password);
    const runner = db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // The deactivation holds the row; the sign-in checks the password meanwhile and must wait for the outcome.
      await runner.query(`UPDATE auth.users SET active = false WHERE id = $1`, [user.id]);
      const pending = http.signIn(user.email, password);
      await new Promise((resolve) => setTimeout(resolve, 800));
      await runner.commitTransaction();
      const reply = await pending;
      expect(reply.status).toBe(401);
      expect(reply.body['token']).toBeUndefined();
    } finally {
      await runner.release();
    }
    const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM auth.sessions WHERE user_id = $1`, [user.id])) as { count: number }[];
    expect(count).toBe(0);
  });

  it('gives a password sign-in that races a demotion the new role, never the old one', async () => {
    const user = await account(auth, password, 'admin');
    const runner = db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(`UPDATE auth.users SET role = 'editor' WHERE id = $1`, [user.id]);
      const pending = http.signIn(user.email, password);
      await new Promise((resolve) => setTimeout(resolve, 800));
      await runner.commitTransaction();
      const reply = await pending;
      expect(reply.status).toBe(200);
      expect(reply.body['role']).toBe('editor');
      expect(claims(reply.body['token'] as string).role).toBe('editor');
    } finally {
      await runner.release();
    }
  });

  it("refuses, in Postgres and in the shared cache, a session that began before the user's valid-after mark", async () => {
    const user = await account(auth, password);
    const token = (await http.signIn(user.email, password, freshIp())).body['token'] as string;
    const { sid } = claims(token);
    expect((await http.call(`/api/users/${user.id}/deactivate`, undefined, { token: ownerToken })).status).toBe(200);
    expect((await http.call(`/api/users/${user.id}/activate`, undefined, { token: ownerToken })).status).toBe(200);
    // As if the revocation had been lost (a sign-in racing it, a cache written late): the row looks open and the
    // cache vouches for it. The user's mark still refuses it.
    await db.query(`UPDATE auth.sessions SET revoked_at = NULL WHERE id = $1`, [sid]);
    const startedAt = Date.now() - 60_000;
    await writeCachedSession(redis, sid, { userId: user.id, revoked: false, lastUsedAt: Date.now(), startedAt }, 60);
    expect((await readCachedSession(redis, sid))?.revoked).toBe(true);
    await redis.del(`auth:session:${sid}`);
    expect(await http.profileStatus(token)).toBe(401);
    // A session started after the mark works as ever.
    expect(await http.profileStatus((await http.signIn(user.email, password, freshIp())).body['token'] as string)).toBe(200);
  });
});
