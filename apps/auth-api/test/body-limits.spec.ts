import { freshIp, login, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';

// Issue 31: a body is bounded in shape before validation, with the same 400s as content-api (server-kit's parsers).
describe('POST /api/users/login: bodies bounded before they are validated', () => {
  let auth: TestAuthApp;

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
  });
  afterAll(() => auth?.close());

  it.each([
    ['an array nested 5,000 deep', `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)},"password":"x"}`],
    // auth-api takes 16 KB at most (413 beyond), so its deepest object fits in fewer levels.
    ['an object nested 2,000 deep', `{"email":"a@example.com","password":${'{"":'.repeat(2_000)}{}${'}'.repeat(2_000)}}`],
  ])('answers %s with 400 naming the depth limit', async (_case, body) => {
    const res = await login(auth.url, body);
    expect(res).toMatchObject({ status: 400, body: { message: 'The JSON body nests deeper than 32 levels' } });
  });

  it('answers a body that is not UTF-8 with 400 saying so', async () => {
    const res = await fetch(`${auth.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: Buffer.concat([Buffer.from('{"email":"a@example.com","password":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: { message: 'The request body is not valid UTF-8' } });
  });
});
