import { accountDigest } from '../src/lockout/account-digest';
import { UNLOCK_LINK_MAILER, type UnlockLinkMail, type UnlockLinkMailer } from '../src/lockout/unlock-link-mailer';
import { freshIp, signInSuite } from './support/auth-app';

const password = 'right password 1';

describe('lock-out that cannot be turned against the owner', () => {
  const suite = signInSuite({ email: 'user@example.com', name: 'U', password, role: null });
  const { account } = suite;

  const signIn = async (email: string, pass: string, ip = freshIp(), cookie?: string) => {
    const res = await fetch(`${suite.auth.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password: pass }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  };
  // The cookie a browser would send back: the name=value part of Set-Cookie.
  const deviceCookieOf = (res: { headers: Headers }) => res.headers.get('set-cookie')?.split(';')[0] ?? '';
  const fail = async (email: string, times: number, ip?: () => string) => {
    for (let i = 1; i <= times; i += 1) expect((await signIn(email, `wrong ${i}`, ip?.())).status).toBe(401);
  };
  const expectLocked = (res: Awaited<ReturnType<typeof signIn>>, retryAfter: number) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(retryAfter - 3);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(retryAfter);
    expect(res.body).toEqual({ message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ (seconds|minutes?)\.$/) });
  };

  it('sets a signed, httpOnly, SameSite=Strict device cookie on sign-in and marks the reply no-store', async () => {
    const email = await account();
    const res = await signIn(email, password);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^hvac_device=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=15552000; Path=\/api\/users; HttpOnly; SameSite=Strict$/);
    // Over https (as the gateway reports it) the cookie is Secure as well.
    const overHttps = await fetch(`${suite.auth.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email, password }),
    });
    expect(overHttps.headers.get('set-cookie')).toMatch(/; Secure;/);
  });

  it('gives an unknown device 5 free failures per address, then a 30 s back-off that doubles with each further failure', async () => {
    const email = await account();
    const attacker = freshIp();
    await fail(email, 5, () => attacker);
    const locked = await signIn(email, password, attacker);
    expectLocked(locked, 30);
    expect(locked.body['message']).toBe('Too many sign-in attempts. Please try again in 30 seconds.');
    // The back-off passes (its gate expires): one more attempt goes through, fails, and the next wait is twice as long.
    const gates = await suite.redis.keys(`auth:login-gate:acct:${accountDigest(email)}:addr:*`);
    expect(gates).toHaveLength(1);
    await suite.redis.del(...gates);
    await fail(email, 1, () => attacker);
    expectLocked(await signIn(email, password, attacker), 60);
    // Another address is not held up by this one's failures.
    expect((await signIn(email, password, freshIp())).status).toBe(200);
  });

  it('while an attacker hammers the owner from one address, the owner signs in at once from a known device', async () => {
    const owner = await account();
    const ownerIp = freshIp();
    const known = deviceCookieOf(await signIn(owner, password, ownerIp));
    expect(known).toMatch(/^hvac_device=/);

    const attacker = freshIp();
    for (let i = 1; i <= 40; i += 1) expect([401, 429]).toContain((await signIn(owner, `guess ${i}`, attacker)).status);
    // With failures from other addresses, the account's counter for unknown devices (10 free) runs out as well.
    await fail(owner, 5, freshIp);
    expect((await signIn(owner, password, attacker)).status).toBe(429);
    expect((await signIn(owner, password, freshIp())).status).toBe(429);

    const started = Date.now();
    const res = await signIn(owner, password, ownerIp, known);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.body['token']).toEqual(expect.any(String));
    // Even from the attacker's own address: the device, not the address, is what is remembered.
    expect((await signIn(owner, password, attacker, known)).status).toBe(200);
  });

  it("counts a known device's own failures on its own counter", async () => {
    const email = await account();
    const known = deviceCookieOf(await signIn(email, password));
    for (let i = 1; i <= 10; i += 1) expect((await signIn(email, 'wrong', freshIp(), known)).status).toBe(401);
    expectLocked(await signIn(email, password, freshIp(), known), 30);
    // Unknown devices are unaffected by that device's failures.
    expect((await signIn(email, password, freshIp())).status).toBe(200);
  });

  it("treats a forged cookie or another account's cookie as an unknown device", async () => {
    const email = await account();
    const other = await account();
    const othersCookie = deviceCookieOf(await signIn(other, password));
    const [header, payload, signature] = deviceCookieOf(await signIn(email, password)).split('.');
    const forged = `${header}.${payload}.${signature?.slice(0, -2)}AA`;
    const attacker = freshIp();
    await fail(email, 5, () => attacker);
    expect((await signIn(email, password, attacker, othersCookie)).status).toBe(429);
    expect((await signIn(email, password, attacker, forged)).status).toBe(429);
  });

  it('locks unknown e-mails the same way, so lock-outs reveal nothing about which accounts exist', async () => {
    const email = `ghost-${Date.now()}@example.com`;
    const ip = freshIp();
    await fail(email, 5, () => ip);
    expectLocked(await signIn(email, 'x', ip), 30);
  });

  it('clears the counters after a successful sign-in', async () => {
    const email = await account();
    const ip = freshIp();
    await fail(email, 4, () => ip);
    expect((await signIn(email, password, ip)).status).toBe(200);
    await fail(email, 5, () => ip);
    expectLocked(await signIn(email, 'wrong', ip), 30);
  });

  it('holds back unknown devices after 10 failures on one account from any addresses', async () => {
    const email = await account();
    await fail(email, 10, freshIp);
    expectLocked(await signIn(email, password, freshIp()), 30);
  });

  it('leaves no back-off behind on the counters of an attempt that another counter refused', async () => {
    const email = await account();
    const home = freshIp();
    await fail(email, 4, () => home);
    await fail(email, 6, freshIp);
    // The account's counter for unknown devices is in its back-off; the attempt from home reaches its own
    // last free failure first, but is refused by the account's counter.
    expectLocked(await signIn(email, password, home), 30);
    await suite.redis.del(`auth:login-gate:acct:${accountDigest(email)}:unknown-devices`);
    // Once the account's back-off is over, home is not held up by a back-off of the refused attempt.
    expect((await signIn(email, 'wrong again', home)).status).toBe(401);
  });

  it('holds back one client address after 20 failures, whatever the account', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 20; i += 1) expect((await signIn(`spray${i}-${Date.now()}@example.com`, 'x', ip)).status).toBe(401);
    const victim = await account();
    expectLocked(await signIn(victim, password, ip), 30);
    expect((await signIn(victim, password, freshIp())).status).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const ip = freshIp();
    const email = await account();
    for (let i = 1; i <= 25; i += 1) expect((await signIn(email, password, ip)).status).toBe(200);
  });

  it('lets no more than 5 of many parallel guesses from one address reach the password check', async () => {
    const email = await account();
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(email, `guess ${i}`, ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('takes the client address from the gateway, one proxy hop: a spoofed leftmost X-Forwarded-For changes nothing', async () => {
    const gatewaySeen = freshIp();
    for (let i = 1; i <= 20; i += 1) {
      // The client prepends a random address; nginx appends (here: sets) the one it saw.
      expect((await signIn(`spoof${i}-${Date.now()}@example.com`, 'x', `${freshIp()}, ${gatewaySeen}`)).status).toBe(401);
    }
    expectLocked(await signIn(`spoof-last-${Date.now()}@example.com`, 'x', `${freshIp()}, ${gatewaySeen}`), 30);
  });

  describe('unlock link', () => {
    let sent: UnlockLinkMail[];
    beforeEach(() => {
      sent = [];
      jest.spyOn(suite.auth.app.get<UnlockLinkMailer>(UNLOCK_LINK_MAILER), 'send').mockImplementation(async (mail) => {
        sent.push(mail);
      });
    });
    afterEach(() => jest.restoreAllMocks());
    const unlock = (token: unknown) =>
      fetch(`${suite.auth.url}/api/users/unlock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    const waitForMail = async () => {
      for (let i = 0; i < 50 && sent.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
      return sent;
    };

    it('is mailed once to a locked-out account; it lifts every lock, remembers the browser, and works once only', async () => {
      const email = await account();
      const attacker = freshIp();
      await fail(email, 10, freshIp);
      expect((await signIn(email, password, attacker)).status).toBe(429);
      expect((await signIn(email, password, attacker)).status).toBe(429);
      const mails = await waitForMail();
      expect(mails).toEqual([{ to: email, name: 'U', link: expect.stringMatching(/^http:\/\/localhost:8080\/admin\/unlock#[\w-]{43}$/), linkExpiresAt: expect.any(Date) }]);
      const token = mails[0]?.link.split('#')[1];

      const res = await unlock(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ message: expect.stringMatching(/^Your account is unlocked/) });
      const remembered = res.headers.get('set-cookie')?.split(';')[0];
      expect((await signIn(email, password, freshIp())).status).toBe(200);
      expect((await signIn(email, password, attacker, remembered)).status).toBe(200);

      const again = await unlock(token);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ message: 'This unlock link is invalid, has expired or was already used. Sign in again to be sent a new one.' });
    });

    it('is never mailed for an unknown e-mail', async () => {
      const email = `nobody-${Date.now()}@example.com`;
      await fail(email, 10, freshIp);
      expect((await signIn(email, password)).status).toBe(429);
      await new Promise((r) => setTimeout(r, 300));
      expect(sent).toEqual([]);
    });

    it.each([
      [{}, 'token is required'],
      [{ token: 42 }, 'token must be a string'],
      [{ token: 'short' }, 'token must be the 43 characters of an unlock link'],
    ])('refuses %j with 400', async (body, message) => {
      const res = await fetch(`${suite.auth.url}/api/users/unlock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: expect.stringContaining(message) });
    });

    it('refuses an unknown token with 400', async () => {
      const res = await unlock('A'.repeat(43));
      expect(res.status).toBe(400);
    });
  });
});
