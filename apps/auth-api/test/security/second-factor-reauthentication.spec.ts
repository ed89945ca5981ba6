import path from 'node:path';
import { DataSource } from 'typeorm';
import { adminPassword, repoRoot, spawnNode, startAuthApp, testEnv, type TestAuthApp } from '../support/auth-app';
import { account, client, enrol } from './helpers';

// Issue 30: a signed-in session alone could switch a second factor on (an attacker's app on the victim's account);
// someone who lost their phone and recovery codes had no way back but the database.
const password = 'violet kettle marches upstream';
const cliJs = path.join(repoRoot, 'apps/auth-api/dist/cli.js');

describe('security: setting up or removing a second factor asks for the password; the owner and the CLI can reset one', () => {
  let auth: TestAuthApp;
  let vars: Record<string, string>;
  let http: ReturnType<typeof client>;
  let ownerToken: string;

  beforeAll(async () => {
    vars = await testEnv();
    auth = await startAuthApp(vars);
    http = client(auth);
    ownerToken = (await http.signIn(auth.adminEmail, adminPassword)).body['token'] as string;
  });
  afterAll(() => auth?.close());

  const auditOf = async (action: string, target: string) =>
    (await auth.app.get(DataSource).query(`SELECT actor_email, outcome FROM audit.entries WHERE action = $1 AND target = $2`, [action, target])) as { actor_email: string; outcome: string }[];

  it('refuses to start an enrolment without the password, or with a wrong one', async () => {
    const { email } = await account(auth, password);
    const token = (await http.signIn(email, password)).body['token'] as string;
    expect(await http.call('/api/users/second-factor/enrolment', undefined, { token })).toMatchObject({ status: 400 });
    expect(await http.call('/api/users/second-factor/enrolment', {}, { token })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/password is required/) } });
    expect(await http.call('/api/users/second-factor/enrolment', { password: 'not my password' }, { token })).toMatchObject({ status: 403 });
    expect((await http.call('/api/users/second-factor/enrolment', { password }, { token })).status).toBe(200);
  });

  it("lets the owner switch off someone's factor (audited, their sessions end); an admin may not", async () => {
    const user = await account(auth, password, 'editor');
    const token = (await http.signIn(user.email, password)).body['token'] as string;
    await enrol(http.call, token, password);
    // The users list tells the owner's screen whose factor there is to reset.
    const hasFactor = async () =>
      ((await http.call(`/api/users?q=${encodeURIComponent(user.email)}`, undefined, { token: ownerToken, method: 'GET' })).body as unknown as { items: { _id: string; secondFactor: boolean }[] }).items.find((u) => u._id === user.id)
        ?.secondFactor;
    expect(await hasFactor()).toBe(true);
    const admin = await account(auth, password, 'admin');
    const adminToken = (await http.signIn(admin.email, password)).body['token'] as string;
    expect((await http.call(`/api/users/${user.id}/second-factor`, undefined, { token: adminToken, method: 'DELETE' })).status).toBe(403);
    const reset = await http.call(`/api/users/${user.id}/second-factor`, undefined, { token: ownerToken, method: 'DELETE' });
    expect(reset).toMatchObject({ status: 200, body: { message: expect.stringMatching(/second factor of .* is off/) } });
    expect(await hasFactor()).toBe(false);
    expect(await http.profileStatus(token)).toBe(401);
    expect((await http.signIn(user.email, password)).body['token']).toEqual(expect.any(String));
    expect(await auditOf('second-factor-reset', user.id)).toEqual([expect.objectContaining({ actor_email: auth.adminEmail, outcome: 'reset' })]);
  });

  it('resets a factor from the command line, audited', async () => {
    const user = await account(auth, password, 'editor');
    const token = (await http.signIn(user.email, password)).body['token'] as string;
    await enrol(http.call, token, password);
    const proc = spawnNode(cliJs, { DATABASE_URL: vars['DATABASE_URL'] ?? '', REDIS_URL: vars['REDIS_URL'] ?? '' }, ['reset-second-factor', '--email', user.email]);
    expect(await proc.exit).toBe(0);
    expect(proc.output()).toMatch(/second factor of .* switched off/);
    expect(await http.profileStatus(token)).toBe(401);
    expect((await http.signIn(user.email, password)).body['token']).toEqual(expect.any(String));
    expect(await auditOf('second-factor-reset', user.id)).toEqual([expect.objectContaining({ actor_email: 'command line' })]);
  });
});
