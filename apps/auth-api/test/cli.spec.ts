import path from 'node:path';
import { adminPassword, freshIp, login, repoRoot, spawnNode, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';

const cliJs = path.join(repoRoot, 'apps/auth-api/dist/cli.js');

describe('node apps/auth-api/dist/cli.js', () => {
  let vars: Record<string, string>;
  let auth: TestAuthApp;
  const cli = async (args: string[], stdin?: string) => {
    const proc = spawnNode(cliJs, { DATABASE_URL: vars['DATABASE_URL'] as string, REDIS_URL: vars['REDIS_URL'] as string }, args, stdin);
    return { code: await proc.exit, output: proc.output() };
  };

  beforeAll(async () => {
    vars = await testEnv();
    auth = await startAuthApp(vars);
  });
  afterAll(() => auth?.close());

  it('creates an owner with the password read from standard input', async () => {
    const res = await cli(['create-admin', '--email', 'Second@Example.com', '--name', 'Second Admin'], 'a fresh admin passphrase\n');
    expect(res).toMatchObject({ code: 0, output: expect.stringMatching(/created owner second@example.com/) });
    const signIn = await login(auth.url, { email: 'second@example.com', password: 'a fresh admin passphrase' });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ name: 'Second Admin', isAdmin: true, role: 'owner' });
  });

  it('creates a user of the role --role names', async () => {
    const res = await cli(['create-admin', '--email', 'editor@example.com', '--role', 'editor', '--password', 'violet kettle marches upstream']);
    expect(res).toMatchObject({ code: 0, output: expect.stringMatching(/created editor editor@example.com/) });
    const signIn = await login(auth.url, { email: 'editor@example.com', password: 'violet kettle marches upstream' });
    expect(signIn.body).toMatchObject({ isAdmin: true, role: 'editor' });
  });

  it('refuses weak passwords, bad e-mails, duplicates and unknown users with a message', async () => {
    expect(await cli(['create-admin', '--email', 'third@example.com', '--password', 'short'])).toMatchObject({
      code: 1,
      output: expect.stringMatching(/the password must be at least 12 characters/),
    });
    expect(await cli(['create-admin', '--email', 'not-an-email', '--password', 'a fine passphrase'])).toMatchObject({
      code: 1,
      output: expect.stringMatching(/--email must be an e-mail address/),
    });
    expect(await cli(['create-admin', '--email', auth.adminEmail, '--password', 'a fine passphrase'])).toMatchObject({
      code: 1,
      output: expect.stringContaining(`${auth.adminEmail} already exists; use reset-password`),
    });
    expect(await cli(['reset-password', '--email', 'nobody@example.com', '--password', 'a fine passphrase'])).toMatchObject({
      code: 1,
      output: expect.stringMatching(/no user nobody@example.com/),
    });
    expect(await cli(['create-admin', '--email', 'fourth@example.com', '--role', 'root', '--password', 'a fine passphrase'])).toMatchObject({
      code: 1,
      output: expect.stringMatching(/--role must be one of owner, admin, editor/),
    });
    expect(await cli(['drop-tables'])).toMatchObject({ code: 1, output: expect.stringMatching(/unknown command "drop-tables"/) });
  });

  it('lifts every sign-in lock of an account with unlock and with reset-password', async () => {
    const lockOut = async (email: string, password: string) => {
      const attacker = freshIp();
      for (let i = 1; i <= 5; i += 1) expect((await login(auth.url, { email, password: `wrong ${i}` }, attacker)).status).toBe(401);
      expect((await login(auth.url, { email, password }, attacker)).status).toBe(429);
      return attacker;
    };
    expect((await cli(['create-admin', '--email', 'locked@example.com', '--password', 'tangerine orbit lantern 42'])).code).toBe(0);
    const attacker = await lockOut('locked@example.com', 'tangerine orbit lantern 42');
    expect(await cli(['unlock', '--email', 'Locked@Example.com'])).toMatchObject({ code: 0, output: 'sign-in locks of locked@example.com lifted\n' });
    expect((await login(auth.url, { email: 'locked@example.com', password: 'tangerine orbit lantern 42' }, attacker)).status).toBe(200);

    const again = await lockOut('locked@example.com', 'tangerine orbit lantern 42');
    const reset = await cli(['reset-password', '--email', 'locked@example.com', '--password', 'violet harbour compass 17']);
    expect(reset).toMatchObject({ code: 0, output: expect.stringMatching(/sign-in locks lifted/) });
    expect((await login(auth.url, { email: 'locked@example.com', password: 'violet harbour compass 17' }, again)).status).toBe(200);
  });

  it('resets a password, signs the user out everywhere, and a restart never puts the ADMIN_PASSWORD back', async () => {
    const before = (await login(auth.url, { email: auth.adminEmail, password: adminPassword })).body['token'] as string;
    const res = await cli(['reset-password', '--email', auth.adminEmail, '--password', 'the new owner passphrase']);
    expect(res).toMatchObject({ code: 0, output: expect.stringMatching(/existing sessions signed out/) });

    const profile = await fetch(`${auth.url}/api/users/profile`, { headers: { authorization: `Bearer ${before}` } });
    expect(profile.status).toBe(401);
    expect((await login(auth.url, { email: auth.adminEmail, password: adminPassword })).status).toBe(401);

    // Same environment, ADMIN_PASSWORD still the old one: seeding must leave the account alone.
    await auth.close();
    auth = await startAuthApp(vars);
    expect((await login(auth.url, { email: auth.adminEmail, password: adminPassword })).status).toBe(401);
    expect((await login(auth.url, { email: auth.adminEmail, password: 'the new owner passphrase' })).status).toBe(200);
  });
});
