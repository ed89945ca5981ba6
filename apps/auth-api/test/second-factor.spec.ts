import { DataSource } from 'typeorm';
import { Secret, TOTP } from 'otpauth';
import { digest } from '../src/lockout/account-digest';
import { UsersService } from '../src/users/users.service';
import { freshIp, signInSuite } from './support/auth-app';

const password = 'right password 1';
type Reply = { status: number; headers: Headers; body: Record<string, unknown> };

describe('second factor (TOTP) at sign-in', () => {
  const suite = signInSuite({ email: 'tfa@example.com', name: 'Staff', password, role: 'owner' });
  const { account } = suite;

  const call = async (path: string, body?: unknown, { token, ip = freshIp(), method = 'POST' }: { token?: string; ip?: string; method?: string } = {}): Promise<Reply> => {
    const res = await fetch(`${suite.auth.url}${path}`, {
      method,
      headers: { 'x-forwarded-for': ip, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  };
  const signIn = (email: string, pass = password, ip?: string) => call('/api/users/login', { email, password: pass }, { ip });
  const sendCode = (challenge: unknown, code: string, ip?: string) => call('/api/users/login/second-factor', { challenge, code }, { ip });
  // The code an authenticator app shows `steps` time steps from now (one step is 30 s).
  const codeAt = (manualKey: string, steps = 0) =>
    new TOTP({ secret: Secret.fromBase32(manualKey.replace(/\s/g, '')) }).generate({ timestamp: Date.now() + steps * 30_000 });

  // An account with a factor on; the previous step's code confirmed it, so the current one is still fresh.
  const enrolled = async () => {
    const email = await account();
    const token = (await signIn(email)).body['token'] as string;
    const setup = await call('/api/users/second-factor/enrolment', { password }, { token });
    expect(setup.status).toBe(200);
    const manualKey = setup.body['manualKey'] as string;
    // The previous step's code is valid only until the current step ends: near its end, wait for the next one.
    const leftInStep = 30_000 - (Date.now() % 30_000);
    if (leftInStep < 2000) await new Promise((resolve) => setTimeout(resolve, leftInStep + 50));
    const confirmed = await call('/api/users/second-factor/enrolment/confirm', { code: codeAt(manualKey, -1) }, { token });
    expect(confirmed.status).toBe(200);
    return { email, token, manualKey, recoveryCodes: confirmed.body['recoveryCodes'] as string[] };
  };

  it('enrols with a QR code and manual key, switches on only after a matching code, and never returns the secret again', async () => {
    const email = await account();
    const token = (await signIn(email)).body['token'] as string;
    const setup = await call('/api/users/second-factor/enrolment', { password }, { token });
    expect(setup.status).toBe(200);
    expect(setup.headers.get('cache-control')).toBe('no-store');
    expect(setup.body['qrCodeDataUrl']).toMatch(/^data:image\/png;base64,/);
    expect(setup.body['otpauthUri']).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}/);
    const manualKey = setup.body['manualKey'] as string;
    expect(manualKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);

    // Not on yet: the password alone still signs in.
    expect((await signIn(email)).body['token']).toEqual(expect.any(String));
    const wrong = await call('/api/users/second-factor/enrolment/confirm', { code: '000000' === codeAt(manualKey) ? '111111' : '000000' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body['message']).toMatch(/does not match/);
    expect((await call('/api/users/second-factor', undefined, { token, method: 'GET' })).body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const confirmed = await call('/api/users/second-factor/enrolment/confirm', { code: codeAt(manualKey) }, { token });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body['recoveryCodes'] as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/));
    const status = await call('/api/users/second-factor', undefined, { token, method: 'GET' });
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(JSON.stringify(status.body)).not.toContain(manualKey.replace(/\s/g, ''));
    // A second set-up is refused while one is on.
    expect((await call('/api/users/second-factor/enrolment', { password }, { token })).status).toBe(409);
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const { email, manualKey, recoveryCodes } = await enrolled();
    const dataSource = suite.auth.app.get(DataSource);
    const [row] = (await dataSource.query(
      `SELECT f.secret_encrypted FROM auth.second_factors f JOIN auth.users u ON u.id = f.user_id WHERE u.email = $1`,
      [email],
    )) as { secret_encrypted: string }[];
    expect(row?.secret_encrypted).toMatch(/^v1\./);
    expect(row?.secret_encrypted).not.toContain(manualKey.replace(/\s/g, ''));
    const hashes = (await dataSource.query(
      `SELECT r.code_hash FROM auth.recovery_codes r JOIN auth.users u ON u.id = r.user_id WHERE u.email = $1`,
      [email],
    )) as { code_hash: string }[];
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0]);
  });

  it('answers the right password with a challenge instead of a token, and the code finishes the sign-in once', async () => {
    const { email, manualKey } = await enrolled();
    const first = await signIn(email);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(first.body).toEqual({ secondFactorRequired: true, challenge: expect.stringMatching(/^[\w-]{43}$/), enrol: false });

    const done = await sendCode(first.body['challenge'], codeAt(manualKey));
    expect(done.status).toBe(200);
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect(done.body).toEqual({ _id: expect.any(String), name: 'Staff', email, isAdmin: true, role: 'owner', token: expect.any(String) });
    expect(done.headers.get('set-cookie')).toMatch(/^hvac_device=/);
    expect((await call('/api/users/profile', undefined, { token: done.body['token'] as string, method: 'GET' })).status).toBe(200);

    // The challenge is spent, even with a fresh code.
    const again = await sendCode(first.body['challenge'], codeAt(manualKey, 1));
    expect(again.status).toBe(401);
    expect(again.body['message']).toMatch(/expired or was already completed/);
  });

  it('refuses a code replayed within its window, with a new challenge too', async () => {
    const { email, manualKey } = await enrolled();
    const code = codeAt(manualKey);
    expect((await sendCode((await signIn(email)).body['challenge'], code)).status).toBe(200);
    const replay = await sendCode((await signIn(email)).body['challenge'], code);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: expect.stringMatching(/not right, or was already used/) });
    expect(replay.body['token']).toBeUndefined();
    // An older step is refused as well once a newer one was used.
    expect((await sendCode((await signIn(email)).body['challenge'], codeAt(manualKey, -1))).status).toBe(401);
  });

  it('accepts each recovery code once, and counts what is left', async () => {
    const { email, recoveryCodes } = await enrolled();
    const code = recoveryCodes[0] ?? '';
    // Typed in capitals without dashes, as people do.
    const used = await sendCode((await signIn(email)).body['challenge'], code.toUpperCase().replace(/-/g, ''));
    expect(used.status).toBe(200);
    const token = used.body['token'] as string;
    expect((await call('/api/users/second-factor', undefined, { token, method: 'GET' })).body['recoveryCodesLeft']).toBe(9);
    const reused = await sendCode((await signIn(email)).body['challenge'], code);
    expect(reused.status).toBe(401);
  });

  it('counts a wrong code as a sign-in failure in the lock-out counters, and drops a challenge after five', async () => {
    const { email, manualKey } = await enrolled();
    const ip = freshIp();
    const { challenge } = (await signIn(email, password, ip)).body;
    const wrongCode = codeAt(manualKey) === '123456' ? '654321' : '123456';
    const accountCounters = `auth:login-fail:acct:${digest(email)}:addr:${digest(ip)}`;
    for (let i = 1; i <= 4; i += 1) expect((await sendCode(challenge, wrongCode, ip)).status).toBe(401);
    // The password attempt and four wrong codes: five points, the free failures of this account and address.
    expect(Number(await suite.redis.get(accountCounters))).toBe(5);
    const fifth = await sendCode(challenge, wrongCode, ip);
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toMatch(/^\d+$/);
    // The audit log has each wrong code and the lock, under the account, from that address.
    const audited = (await suite.auth.app.get(DataSource).query(`SELECT action, outcome FROM audit.entries WHERE address = $1 ORDER BY id`, [ip])) as { action: string; outcome: string }[];
    expect(audited.filter((e) => e.action === 'sign-in-code').map((e) => e.outcome)).toEqual(['failed', 'failed', 'failed', 'failed', 'locked']);
    // A fifth wrong code (from another address, past the lock) drops the challenge: not even the right code revives it.
    expect((await sendCode(challenge, wrongCode, freshIp())).status).toBe(401);
    const afterDrop = await sendCode(challenge, codeAt(manualKey), freshIp());
    expect(afterDrop.status).toBe(401);
    expect(afterDrop.body['message']).toMatch(/expired or was already completed/);
  });

  it('refuses an expired, unknown or malformed challenge and issues no token', async () => {
    const { email, manualKey } = await enrolled();
    const { challenge } = (await signIn(email)).body as { challenge: string };
    const key = `auth:sign-in-challenge:${digest(challenge)}`;
    const ttl = await suite.redis.ttl(key);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
    await suite.redis.del(key); // what the 5-minute expiry does
    const expired = await sendCode(challenge, codeAt(manualKey));
    expect(expired.status).toBe(401);
    expect(expired.body['token']).toBeUndefined();
    expect((await sendCode('A'.repeat(43), codeAt(manualKey))).status).toBe(401);
    const malformed = await sendCode('short', '');
    expect(malformed.status).toBe(400);
    expect(malformed.body['message']).toMatch(/challenge must be the 43 characters|code must not be empty/);
  });

  it('turns the factor off only with the password and a code', async () => {
    const { email, token, manualKey, recoveryCodes } = await enrolled();
    const wrongPassword = await call('/api/users/second-factor/disable', { password: 'wrong password 1', code: recoveryCodes[0] }, { token });
    expect(wrongPassword.status).toBe(403);
    const wrongCode = await call('/api/users/second-factor/disable', { password, code: 'aaaa-bbbb-cccc' }, { token });
    expect(wrongCode.status).toBe(403);
    const off = await call('/api/users/second-factor/disable', { password, code: codeAt(manualKey) }, { token });
    expect(off.status).toBe(200);
    expect((await signIn(email)).body['token']).toEqual(expect.any(String));
    // Its recovery codes went with it.
    expect((await call('/api/users/second-factor/disable', { password, code: recoveryCodes[1] }, { token })).status).toBe(403);
  });

  it('counts wrong passwords at turn-off in the sign-in lock-out and ends a session after three, so a stolen session cannot guess the password', async () => {
    const { email, token, recoveryCodes } = await enrolled();
    const ip = freshIp();
    for (let i = 1; i <= 2; i += 1) {
      expect((await call('/api/users/second-factor/disable', { password: `guess ${i} wrong`, code: recoveryCodes[0] }, { token, ip })).status).toBe(403);
    }
    expect((await call('/api/users/second-factor/disable', { password: 'guess 3 wrong', code: recoveryCodes[0] }, { token, ip })).status).toBe(401);
    expect((await call('/api/users/second-factor', undefined, { token, method: 'GET' })).status).toBe(401);
    // Another session of the account, from the same address, meets the same counters.
    const other = (await sendCode((await signIn(email)).body['challenge'], recoveryCodes[1] ?? '')).body['token'] as string;
    for (let i = 4; i <= 5; i += 1) {
      expect((await call('/api/users/second-factor/disable', { password: `guess ${i} wrong`, code: recoveryCodes[0] }, { token: other, ip })).status).toBe(403);
    }
    const held = await call('/api/users/second-factor/disable', { password, code: recoveryCodes[0] }, { token: other, ip });
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call('/api/users/second-factor', undefined, { token: other, method: 'GET' })).body['enabled']).toBe(true);
  });

  it("sends users without a factor to enrol when the owner requires one, with a challenge that opens nothing else", async () => {
    const owner = await enrolled();
    const ownerToken = (await sendCode((await signIn(owner.email)).body['challenge'], codeAt(owner.manualKey))).body['token'] as string;
    const staff = await account();
    try {
      const required = await call('/api/users/security-settings', { requireSecondFactor: true }, { token: ownerToken, method: 'PUT' });
      expect(required.status).toBe(200);
      const first = await signIn(staff);
      expect(first.body).toEqual({ secondFactorRequired: true, challenge: expect.any(String), enrol: true });
      // The enrolment challenge is no session and takes no code.
      expect((await sendCode(first.body['challenge'], '123456')).status).toBe(401);
      const setup = await call('/api/users/login/second-factor/enrolment', { challenge: first.body['challenge'] });
      expect(setup.status).toBe(200);
      const manualKey = setup.body['manualKey'] as string;
      const done = await call('/api/users/login/second-factor/enrolment/confirm', { challenge: first.body['challenge'], code: codeAt(manualKey) });
      expect(done.status).toBe(200);
      expect(done.body).toEqual(expect.objectContaining({ email: staff, token: expect.any(String), recoveryCodes: expect.any(Array) }));
      expect(done.headers.get('set-cookie')).toMatch(/^hvac_device=/);
      // From now on the staff user signs in with a code.
      expect((await signIn(staff)).body).toEqual(expect.objectContaining({ enrol: false }));
    } finally {
      await call('/api/users/security-settings', { requireSecondFactor: false }, { token: ownerToken, method: 'PUT' });
    }
  });

  it('lets only an owner with a factor of their own require one, and refuses a malformed setting', async () => {
    const email = await account();
    const token = (await signIn(email)).body['token'] as string;
    const withoutOwnFactor = await call('/api/users/security-settings', { requireSecondFactor: true }, { token, method: 'PUT' });
    expect(withoutOwnFactor.status).toBe(409);
    expect(withoutOwnFactor.body['message']).toMatch(/own second factor first/);
    const malformed = await call('/api/users/security-settings', { requireSecondFactor: 'yes' }, { token, method: 'PUT' });
    expect(malformed.status).toBe(400);
    expect(malformed.body['message']).toMatch(/requireSecondFactor must be true or false/);

    const plain = `plain${Date.now()}@example.com`;
    await suite.auth.app.get(UsersService).createIfAbsent({ email: plain, name: 'Not staff', password, role: null });
    const plainToken = (await signIn(plain)).body['token'] as string;
    const notOwner = await call('/api/users/security-settings', { requireSecondFactor: false }, { token: plainToken, method: 'PUT' });
    expect(notOwner.status).toBe(403);
    expect((await call('/api/users/security-settings', undefined, { method: 'GET' })).status).toBe(401);
  });
});
