import { createPrivateKey, hkdfSync } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { loadAuthEnv } from '../../src/config/load-env';
import { open, seal, secretBoxKey } from '../../src/second-factor/secret-box';
import { startAuthApp, testEnv, type TestAuthApp } from '../support/auth-app';
import { account, client } from './helpers';

// Issue 30 follow-up: second-factor secrets used to be sealed with a key derived from the signing key when
// SECOND_FACTOR_KEY was unset; once only SECOND_FACTOR_KEY (or a generated key) sealed them, an account enrolled
// before the upgrade could no longer sign in with its authenticator.
const password = 'violet kettle marches upstream';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codeAt = (steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

// The key of the earlier release (git show f9863ac:apps/auth-api/src/second-factor/secret-box.ts): the signing key's
// PKCS#8 DER, stretched with HKDF.
const legacyKey = (signingKeyPem: string) =>
  Buffer.from(hkdfSync('sha256', createPrivateKey(signingKeyPem).export({ format: 'der', type: 'pkcs8' }), Buffer.alloc(0), 'hvac second factor', 32));

describe('security: second factors sealed under the signing key before the upgrade still work', () => {
  let auth: TestAuthApp;
  let env: Record<string, string>;
  let db: DataSource;
  let http: ReturnType<typeof client>;

  beforeAll(async () => {
    env = await testEnv();
    auth = await startAuthApp(env);
    db = auth.app.get(DataSource);
    http = client(auth);
  });
  afterAll(() => auth?.close());

  const storedSecret = async (userId: string) =>
    ((await db.query(`SELECT secret_encrypted FROM auth.second_factors WHERE user_id = $1`, [userId])) as { secret_encrypted: string }[])[0]?.secret_encrypted ?? '';

  const signInWithCode = async (email: string, code: string) => {
    const first = await http.signIn(email, password);
    expect(first.body).toMatchObject({ secondFactorRequired: true, challenge: expect.any(String) });
    return http.call('/api/users/login/second-factor', { challenge: first.body['challenge'], code });
  };

  it('signs in with a code of a factor enrolled the old way, and seals it again under SECOND_FACTOR_KEY once', async () => {
    const user = await account(auth, password);
    const oldSealed = seal(legacyKey(env['JWT_PRIVATE_KEY'] ?? ''), secret, user.id);
    await db.query(`INSERT INTO auth.second_factors (user_id, secret_encrypted, enabled_at) VALUES ($1, $2, now())`, [user.id, oldSealed]);

    // Two codes of consecutive steps: not too close to a step's end, so both stay within the accepted window.
    const leftInStep = 30_000 - (Date.now() % 30_000);
    if (leftInStep < 3000) await new Promise((resolve) => setTimeout(resolve, leftInStep + 50));
    const signedIn = await signInWithCode(user.email, codeAt(-1));
    expect(signedIn).toMatchObject({ status: 200, body: { token: expect.any(String) } });

    // Sealed again, now under SECOND_FACTOR_KEY: a later rotation of the signing key leaves it readable.
    const resealed = await storedSecret(user.id);
    expect(resealed).not.toBe(oldSealed);
    expect(open(secretBoxKey(loadAuthEnv(env)), resealed, user.id)).toBe(secret);
    expect(await signInWithCode(user.email, codeAt())).toMatchObject({ status: 200, body: { token: expect.any(String) } });
    expect(await storedSecret(user.id)).toBe(resealed);
  });

  it('still refuses a factor sealed under a key it never had', async () => {
    const user = await account(auth, password);
    const stranger = Buffer.alloc(32, 7);
    await db.query(`INSERT INTO auth.second_factors (user_id, secret_encrypted, enabled_at) VALUES ($1, $2, now())`, [user.id, seal(stranger, secret, user.id)]);
    expect((await signInWithCode(user.email, codeAt())).status).toBe(401);
  });
});
