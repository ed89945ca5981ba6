import { UsersService } from '../src/users/users.service';
import { freshIp, login, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';

const windowSeconds = 15 * 60;

describe('brute-force protection', () => {
  let auth: TestAuthApp;
  let n = 0;
  // Each test signs in to its own account, so counters of one test never leak into another.
  const account = async () => {
    n += 1;
    const email = `user${n}-${Date.now()}@example.com`;
    await auth.app.get(UsersService).createIfAbsent({ email, name: 'U', password: 'right password 1', role: null });
    return email;
  };

  beforeAll(async () => {
    auth = await startAuthApp(await testEnv());
  });
  afterAll(() => auth?.close());

  const expectLocked = (res: Awaited<ReturnType<typeof login>>) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/) });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  };

  it('refuses the 6th attempt on one account within the window, even from other addresses and with the right password', async () => {
    const email = await account();
    for (let i = 1; i <= 5; i += 1) {
      expect((await login(auth.url, { email, password: `wrong ${i}` }, freshIp())).status).toBe(401);
    }
    expectLocked(await login(auth.url, { email, password: 'right password 1' }, freshIp()));
    // Another account is unaffected.
    const other = await account();
    expect((await login(auth.url, { email: other, password: 'right password 1' })).status).toBe(200);
  });

  it('locks unknown e-mails the same way, so lock-outs reveal nothing about which accounts exist', async () => {
    const email = `ghost-${Date.now()}@example.com`;
    for (let i = 1; i <= 5; i += 1) expect((await login(auth.url, { email, password: 'x' })).status).toBe(401);
    expectLocked(await login(auth.url, { email, password: 'x' }));
  });

  it('resets the account counter after a successful sign-in', async () => {
    const email = await account();
    for (let i = 1; i <= 4; i += 1) expect((await login(auth.url, { email, password: 'wrong' })).status).toBe(401);
    expect((await login(auth.url, { email, password: 'right password 1' })).status).toBe(200);
    for (let i = 1; i <= 5; i += 1) expect((await login(auth.url, { email, password: 'wrong' })).status).toBe(401);
    expectLocked(await login(auth.url, { email, password: 'wrong' }));
  });

  it('refuses the 21st failure from one client address, whatever the account', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 20; i += 1) {
      expect((await login(auth.url, { email: `spray${i}-${Date.now()}@example.com`, password: 'x' }, ip)).status).toBe(401);
    }
    const victim = await account();
    expectLocked(await login(auth.url, { email: victim, password: 'right password 1' }, ip));
    // The same account from another address still signs in.
    expect((await login(auth.url, { email: victim, password: 'right password 1' }, freshIp())).status).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const ip = freshIp();
    const email = await account();
    for (let i = 1; i <= 25; i += 1) expect((await login(auth.url, { email, password: 'right password 1' }, ip)).status).toBe(200);
  });

  it('lets no more than 5 of many parallel guesses on one account reach the password check', async () => {
    const email = await account();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(auth.url, { email, password: `guess ${i}` }, freshIp())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('takes the client address from the gateway, one proxy hop: a spoofed leftmost X-Forwarded-For changes nothing', async () => {
    const gatewaySeen = freshIp();
    for (let i = 1; i <= 20; i += 1) {
      // The client prepends a random address; nginx appends (here: sets) the one it saw.
      const res = await login(auth.url, { email: `spoof${i}-${Date.now()}@example.com`, password: 'x' }, `${freshIp()}, ${gatewaySeen}`);
      expect(res.status).toBe(401);
    }
    expectLocked(await login(auth.url, { email: `spoof-last-${Date.now()}@example.com`, password: 'x' }, `${freshIp()}, ${gatewaySeen}`));
  });
});
