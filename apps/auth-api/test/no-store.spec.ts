import { adminPassword, login, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';

describe('Cache-Control: no-store on replies that carry tokens or personal data', () => {
  let auth: TestAuthApp;
  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
  });
  afterAll(() => auth?.close());

  it('marks the sign-in reply and every reply to a bearer request, and leaves public replies cacheable', async () => {
    const signedIn = await login(auth.url, { email: auth.adminEmail, password: adminPassword });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const bearer = { authorization: `Bearer ${signedIn.body['token'] as string}` };

    const profile = await fetch(`${auth.url}/api/users/profile`, { headers: bearer });
    expect(profile.headers.get('cache-control')).toBe('no-store');
    const logout = await fetch(`${auth.url}/api/users/logout`, { method: 'POST', headers: bearer });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('cache-control')).toBe('no-store');

    const jwks = await fetch(`${auth.url}/api/users/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
