import { badTokenKinds, startTestTokenIssuer, type TestTokenIssuer } from '@hvac/test-harness/nest';
import { UsersService } from '../src/users/users.service';
import { adminPassword, login, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';
import { type GuardedService, startGuardedService } from './support/guarded-service';

describe('tokens from auth-api through the AdminGuard of another service', () => {
  let auth: TestAuthApp;
  let content: GuardedService;
  let forger: TestTokenIssuer;

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
    content = await startGuardedService(auth);
    // Signs with auth-api's own private key, to build tokens that are wrong in exactly one respect.
    forger = await startTestTokenIssuer({ key: auth.key });
    await auth.app.get(UsersService).createIfAbsent({ email: 'visitor@example.com', name: 'V', password: 'visitor password 1', role: null });
  });

  afterAll(async () => {
    await content?.close();
    await forger?.stop();
    await auth?.close();
  });

  const write = (token: string) => content.write(token);
  const signIn = async (email: string, password: string) => (await login(auth.url, { email, password })).body;

  it('accepts an admin token from login', async () => {
    const res = await write((await signIn(auth.adminEmail, adminPassword))['token'] as string);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ written: true });
  });

  it('refuses a valid non-admin token with 403', async () => {
    const res = await write((await signIn('visitor@example.com', 'visitor password 1'))['token'] as string);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ status: 'fail', message: 'Not authorized as an admin' });
  });

  it.each(badTokenKinds)(
    'refuses a %s token with 401',
    async (kind) => {
      const admin = await signIn(auth.adminEmail, adminPassword);
      const tokens = await forger.badTokens({ sub: admin['_id'] as string, email: auth.adminEmail, name: 'Site Admin', isAdmin: true });
      const res = await write(tokens[kind]);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'fail', message: 'Not authorized, token failed' });
    },
  );

  it('accepts a token the forger signs correctly, so the 401s above are about the one flaw', async () => {
    const admin = await signIn(auth.adminEmail, adminPassword);
    const { sid } = JSON.parse(Buffer.from((admin['token'] as string).split('.')[1] as string, 'base64url').toString()) as { sid: string };
    const token = await forger.sign({ sub: admin['_id'] as string, isAdmin: true, sid });
    expect((await write(token)).status).toBe(201);
  });

  it('refuses a token used after logout with 401', async () => {
    const token = (await signIn(auth.adminEmail, adminPassword))['token'] as string;
    expect((await write(token)).status).toBe(201);
    const out = await fetch(`${auth.url}/api/users/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    const res = await write(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 'fail', message: 'Not authorized, token failed' });
  });
});
