import { createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSigningKeyPem, loadSigningKey } from '@hvac/server-kit';
import { adminPassword, login, startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';
import { startGuardedService } from './support/guarded-service';

const publicPem = (pem: string) => createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString()) as { kid: string }).kid;
const publishedKids = async (auth: TestAuthApp) =>
  ((await (await fetch(`${auth.url}/api/users/.well-known/jwks.json`)).json()) as { keys: { kid: string; d?: string }[] }).keys;
const profileStatus = async (auth: TestAuthApp, token: string) =>
  (await fetch(`${auth.url}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } })).status;
const signIn = async (auth: TestAuthApp) => (await login(auth.url, { email: auth.adminEmail, password: adminPassword })).body['token'] as string;

// Three deployments of auth-api on one database and Redis, as README.md's "Key rotation" runs them.
describe('signing key rotation', () => {
  let env: Record<string, string>;
  let oldPem: string;
  let newPem: string;
  let oldToken: string;

  beforeAll(async () => {
    env = await testEnv();
    oldPem = env['JWT_PRIVATE_KEY'] as string;
    newPem = generateSigningKeyPem();
    const before = await startAuthApp(env);
    try {
      oldToken = await signIn(before);
      expect(kidOf(oldToken)).toBe(before.key.kid);
    } finally {
      await before.close();
    }
  });

  it('while the previous key is published: signs only with the new key and accepts tokens of both', async () => {
    const during = await startAuthApp({ ...env, JWT_PRIVATE_KEY: newPem, JWT_PREVIOUS_PUBLIC_KEYS: publicPem(oldPem) });
    const service = await startGuardedService(during);
    try {
      const keys = await publishedKids(during);
      expect(keys.map((k) => k.kid)).toEqual([loadSigningKey(newPem).kid, loadSigningKey(oldPem).kid]);
      expect(keys.some((k) => 'd' in k)).toBe(false);
      const newToken = await signIn(during);
      expect(kidOf(newToken)).toBe(loadSigningKey(newPem).kid);
      expect(await profileStatus(during, oldToken)).toBe(200);
      expect(await profileStatus(during, newToken)).toBe(200);
      expect((await service.write(oldToken)).status).toBe(201);
      expect((await service.write(newToken)).status).toBe(201);
    } finally {
      await service.close();
      await during.close();
    }
  });

  it('once the previous key is removed: its tokens are refused by auth-api and by a service, new ones still pass', async () => {
    const after = await startAuthApp({ ...env, JWT_PRIVATE_KEY: newPem });
    const service = await startGuardedService(after);
    try {
      expect((await publishedKids(after)).map((k) => k.kid)).toEqual([loadSigningKey(newPem).kid]);
      const newToken = await signIn(after);
      expect(await profileStatus(after, oldToken)).toBe(401);
      expect((await service.write(oldToken)).status).toBe(401);
      expect(await profileStatus(after, newToken)).toBe(200);
      expect((await service.write(newToken)).status).toBe(201);
    } finally {
      await service.close();
      await after.close();
    }
  });

  it('reads several previous keys from JWT_PREVIOUS_PUBLIC_KEYS_FILE, takes only the public half of a private PEM, and skips the current key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-keys-'));
    const olderPem = generateSigningKeyPem();
    const file = path.join(dir, 'previous.pem');
    // The current key's public half in the list too: an operator who rotates twice must not publish it twice.
    fs.writeFileSync(file, [publicPem(oldPem), olderPem, publicPem(newPem)].join('\n'));
    const auth = await startAuthApp({ ...env, JWT_PRIVATE_KEY: newPem, JWT_PREVIOUS_PUBLIC_KEYS_FILE: file });
    try {
      const keys = await publishedKids(auth);
      expect(keys.map((k) => k.kid)).toEqual([newPem, oldPem, olderPem].map((pem) => loadSigningKey(pem).kid));
      expect(keys.some((k) => 'd' in k)).toBe(false);
      expect(await profileStatus(auth, oldToken)).toBe(200);
    } finally {
      await auth.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
