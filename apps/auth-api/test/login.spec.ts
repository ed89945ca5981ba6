import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { DataSource } from 'typeorm';
import { adminPassword, freshIp, login, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';
import { UsersService } from '../src/users/users.service';

describe('POST /api/users/login', () => {
  let auth: TestAuthApp;

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv({ JWT_TTL: '7200' }));
  });
  afterAll(() => auth?.close());

  it('signs the seeded admin in with the spec user object and an ES256 token from the published keys', async () => {
    const res = await login(auth.url, { email: auth.adminEmail.toUpperCase(), password: adminPassword });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'email', 'isAdmin', 'name', 'role', 'token']);
    expect(res.body).toMatchObject({ email: auth.adminEmail, name: 'Site Admin', isAdmin: true, role: 'owner', _id: expect.any(String) });

    const token = res.body['token'] as string;
    const jwks = (await (await fetch(`${auth.url}/api/users/.well-known/jwks.json`)).json()) as JSONWebKeySet;
    // Checked by another JWT implementation (jose) than the one that signed it.
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: 'hvac-auth', audience: 'hvac-site', algorithms: ['ES256'], typ: 'at+jwt' });
    expect(protectedHeader).toEqual({ alg: 'ES256', typ: 'at+jwt', kid: auth.key.kid });
    expect(payload).toMatchObject({ sub: res.body['_id'], email: auth.adminEmail, name: 'Site Admin', isAdmin: true, role: 'owner', sid: expect.any(String), jti: expect.any(String) });
    expect(Object.keys(payload).sort()).toEqual(['aud', 'email', 'exp', 'iat', 'isAdmin', 'iss', 'jti', 'name', 'nbf', 'role', 'sid', 'sub']);
    expect(payload.nbf).toBe(payload.iat);
    expect((payload.exp as number) - (payload.iat as number)).toBe(7200);
    expect(JSON.stringify(payload)).not.toMatch(/password|argon/i);
  });

  it('stores an argon2id hash with at least OWASP parameters, never the password', async () => {
    const db = auth.app.get(DataSource);
    const [row] = (await db.query(`SELECT password_hash FROM auth.users WHERE email = $1`, [auth.adminEmail])) as { password_hash: string }[];
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(adminPassword);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login(auth.url, { email: auth.adminEmail, password: 'not the password' });
    const unknown = await login(auth.url, { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const users = auth.app.get(UsersService);
    await users.createIfAbsent({ email: 'timing@example.com', name: 'T', password: 'timing password 1', role: null });
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await login(auth.url, { email, password: 'wrong password' });
      expect(res.status).toBe(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating, each unknown e-mail on its own account, the known one within its 10 free failures; a
    // pair first to warm up, and enough pairs that a pause of the loaded test machine moves no median.
    await time('timing@example.com');
    await time('ghost-warm-up@example.com');
    for (let i = 0; i < 8; i += 1) {
      known.push(await time('timing@example.com'));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    const [k, u] = [median(known), median(unknown)];
    // Without the dummy hash an unknown e-mail answers in ~1 ms against tens of ms for a real check.
    expect(u / k).toBeGreaterThan(0.5);
    expect(u / k).toBeLessThan(2);
  });

  it.each([
    ['email missing', { password: 'x' }, /email is required/],
    ['password missing', { email: 'admin@example.com' }, /password is required/],
    ['e-mail not an e-mail', { email: 'admin-at-example.com', password: 'x' }, /email must be a valid e-mail address/],
    ['e-mail over 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`, password: 'x' }, /email must be at most 254 characters/],
    ['password over 128 characters', { email: 'admin@example.com', password: 'p'.repeat(129) }, /password must be at most 128 characters/],
    ['empty password', { email: 'admin@example.com', password: '' }, /password must not be empty/],
    ['e-mail not a string', { email: 42, password: 'x' }, /email must be a string/],
    ['unknown field', { email: 'admin@example.com', password: 'x', isAdmin: true }, /property isAdmin should not exist/],
  ])('answers 400 naming the problem: %s', async (_case, body, message) => {
    const res = await login(auth.url, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringMatching(message) });
  });

  it.each([
    ['malformed JSON', '{"email": "admin@example.com", "password": ', 'application/json', /not valid JSON/],
    ['a JSON array', '["admin@example.com"]', 'application/json', /must be a JSON object/],
    ['form data', 'email=admin%40example.com&password=x', 'application/x-www-form-urlencoded', /must be a JSON object/],
    ['plain text', 'hello', 'text/plain', /must be a JSON object/],
  ])('answers 400 to a body that is not a JSON object: %s', async (_case, body, contentType, message) => {
    const res = await login(auth.url, body, freshIp(), contentType);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringMatching(message) });
  });

  it('answers 413 to an oversized body', async () => {
    const res = await login(auth.url, { email: 'admin@example.com', password: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/users/profile and POST /api/users/logout', () => {
  let auth: TestAuthApp;
  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
  });
  afterAll(() => auth?.close());

  const withToken = (path: string, token: string, method = 'GET') =>
    fetch(`${auth.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });

  it('returns the signed-in user without any hash, and 401 without a token', async () => {
    const { body } = await login(auth.url, { email: auth.adminEmail, password: adminPassword });
    const res = await withToken('/api/users/profile', body['token'] as string);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ _id: body['_id'], name: 'Site Admin', email: auth.adminEmail, isAdmin: true, role: 'owner' });
    const anonymous = await fetch(`${auth.url}/api/users/profile`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Not authorized, no token' });
  });

  it('ends the session it is sent from on logout, leaving the other sessions; signing in again gives a working token', async () => {
    const first = (await login(auth.url, { email: auth.adminEmail, password: adminPassword })).body['token'] as string;
    const second = (await login(auth.url, { email: auth.adminEmail, password: adminPassword })).body['token'] as string;
    const out = await withToken('/api/users/logout', first, 'POST');
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: 'Signed out' });
    const res = await withToken('/api/users/profile', first);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Not authorized, token failed' });
    expect((await withToken('/api/users/profile', second)).status).toBe(200);
    expect((await withToken('/api/users/logout', first, 'POST')).status).toBe(401);
    const fresh = (await login(auth.url, { email: auth.adminEmail, password: adminPassword })).body['token'] as string;
    expect(decodeProtectedHeader(fresh).kid).toBe(auth.key.kid);
    expect((await withToken('/api/users/profile', fresh)).status).toBe(200);
  });

  it('lets a non-admin see its profile', async () => {
    await auth.app.get(UsersService).createIfAbsent({ email: 'editor@example.com', name: 'Ed', password: 'editor password 1', role: null });
    const { status, body } = await login(auth.url, { email: 'editor@example.com', password: 'editor password 1' });
    expect(status).toBe(200);
    expect(body['isAdmin']).toBe(false);
    const res = await withToken('/api/users/profile', body['token'] as string);
    expect(await res.json()).toMatchObject({ email: 'editor@example.com', isAdmin: false });
  });

  it('serves the JWKS with the public key only, and the health endpoints', async () => {
    const res = await fetch(`${auth.url}/api/users/.well-known/jwks.json`);
    const jwks = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String), alg: 'ES256', use: 'sig', kid: auth.key.kid });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect((await fetch(`${auth.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${auth.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', info: { postgres: { status: 'up' }, redis: { status: 'up' } } });
  });
});
