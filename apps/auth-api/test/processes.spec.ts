import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { request } from 'node:http';
import { generateSigningKeyPem } from '@hvac/server-kit';
import { authDatabase } from '../src/database/data-source-options';
import { adminPassword, freePort, freshIp, login, mainJs, repoRoot, spawnNode, testEnv, waitForReady } from './support/auth-app';

const migrateJs = path.join(repoRoot, 'apps/auth-api/dist/migrate.js');

// Variables that pass validation without touching any server: start-up stops before connecting.
const offline: Record<string, string> = {
  NODE_ENV: 'development',
  PORT: '3001',
  DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none',
  REDIS_URL: 'redis://127.0.0.1:1',
  JWT_PRIVATE_KEY: generateSigningKeyPem(),
  ADMIN_PASSWORD: 'a long and unusual passphrase',
};

// A sign-in sent in two parts: headers and half the body now, the rest when finish() is called.
function startedLogin(url: string, body: object): { status: Promise<number>; finish: () => void } {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  let finish!: () => void;
  const status = new Promise<number>((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': payload.length, 'x-forwarded-for': freshIp() };
    const req = request(`${url}/api/users/login`, { method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.flushHeaders();
    req.write(payload.subarray(0, half));
    finish = () => void req.end(payload.subarray(half));
  });
  return { status, finish };
}

const pkcs8 = ({ privateKey }: { privateKey: KeyObject }) => privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

async function refusal(env: Record<string, string | undefined>): Promise<{ code: number | string | null; output: string }> {
  const vars = Object.fromEntries(Object.entries({ ...offline, ...env }).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const proc = spawnNode(mainJs, vars);
  // A timer left pending would keep this Jest worker alive after the tests.
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([proc.exit, new Promise<'hung'>((r) => (timer = setTimeout(() => r('hung'), 20_000)))]).finally(() => clearTimeout(timer));
  if (code === 'hung') await proc.stop('SIGKILL');
  return { code: code === 'hung' ? null : code, output: proc.output() };
}

describe('start-up refusals of node apps/auth-api/dist/main.js', () => {
  // Independent short-lived processes: a few at a time keeps the suite quick.
  it.concurrent.each([
    ['DATABASE_URL missing', { DATABASE_URL: undefined }, /DATABASE_URL/],
    ['DATABASE_URL malformed', { DATABASE_URL: 'mysql://db/site' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    ['REDIS_URL missing', { REDIS_URL: undefined }, /REDIS_URL/],
    ['REDIS_URL malformed', { REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    ['PORT not a number', { PORT: 'http' }, /PORT/],
    ['JWT_TTL not a number', { JWT_TTL: '8h' }, /JWT_TTL must be a whole number of seconds/],
    ['ADMIN_EMAIL not an e-mail', { ADMIN_EMAIL: 'admin' }, /ADMIN_EMAIL must be an e-mail address/],
    ['LOG_LEVEL unknown', { LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    ['JWT_PRIVATE_KEY not a key', { JWT_PRIVATE_KEY: 'not a pem' }, /JWT_PRIVATE_KEY: the signing key is not a valid PEM private key/],
    ['JWT_PRIVATE_KEY of another type', { JWT_PRIVATE_KEY: pkcs8(generateKeyPairSync('rsa', { modulusLength: 2048 })) }, /JWT_PRIVATE_KEY: the signing key must be an ES256 key \(EC P-256\), got a key of type rsa/],
    ['JWT_PRIVATE_KEY an Ed25519 key of the EdDSA days', { JWT_PRIVATE_KEY: pkcs8(generateKeyPairSync('ed25519')) }, /JWT_PRIVATE_KEY: the signing key must be an ES256 key \(EC P-256\), got an Ed25519 key/],
    ['JWT_PRIVATE_KEY on another curve', { JWT_PRIVATE_KEY: pkcs8(generateKeyPairSync('ec', { namedCurve: 'P-384' })) }, /JWT_PRIVATE_KEY: the signing key must be an ES256 key \(EC P-256\), got an EC key on secp384r1/],
    ['JWT_PRIVATE_KEY_FILE unreadable', { JWT_PRIVATE_KEY: undefined, JWT_PRIVATE_KEY_FILE: '/nonexistent/key.pem' }, /JWT_PRIVATE_KEY_FILE: cannot read \/nonexistent\/key.pem/],
    ['JWT_PREVIOUS_PUBLIC_KEYS not a key', { JWT_PREVIOUS_PUBLIC_KEYS: 'not a pem' }, /JWT_PREVIOUS_PUBLIC_KEYS: no PEM key found/],
    [
      'JWT_PREVIOUS_PUBLIC_KEYS of another type',
      { JWT_PREVIOUS_PUBLIC_KEYS: generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString() },
      /JWT_PREVIOUS_PUBLIC_KEYS: key 1 must be an ES256 key \(EC P-256\), got an Ed25519 key/,
    ],
    ['JWT_PREVIOUS_PUBLIC_KEYS_FILE unreadable', { JWT_PREVIOUS_PUBLIC_KEYS_FILE: '/nonexistent/old.pem' }, /JWT_PREVIOUS_PUBLIC_KEYS_FILE: cannot read \/nonexistent\/old.pem/],
    ['production without a signing key', { NODE_ENV: 'production', JWT_PRIVATE_KEY: undefined }, /JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE must be set in production/],
    ['production with a short admin password', { NODE_ENV: 'production', ADMIN_PASSWORD: 'Sh0rt!pass' }, /ADMIN_PASSWORD: refused in production, the password must be at least 12 characters/],
    ['production with a default admin password', { NODE_ENV: 'production', ADMIN_PASSWORD: 'changeme-changeme' }, /ADMIN_PASSWORD: refused in production, the password is a well-known default/],
    ['production with "password" padded out', { NODE_ENV: 'production', ADMIN_PASSWORD: 'Password12345!' }, /ADMIN_PASSWORD: refused in production, the password is a well-known default/],
    ['production with a password of few characters', { NODE_ENV: 'production', ADMIN_PASSWORD: 'aaaaaaaaaaaaaaaa' }, /ADMIN_PASSWORD: refused in production, the password must use at least 6 different characters/],
    ['production with the e-mail name in the password', { NODE_ENV: 'production', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-2024-spring!' }, /ADMIN_PASSWORD: refused in production, the password must not contain the e-mail name/],
  ])('stops with exit code 1 naming the problem: %s', async (_case, env, message) => {
    const { code, output } = await refusal(env);
    expect(code).toBe(1);
    expect(output).toMatch(message);
    expect(output).not.toMatch(/at .*\.js:\d+/); // a message, not a stack trace
  });
});

describe('auth-api processes', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-api-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts in production with a key and a strong password, and drains cleanly on SIGTERM', async () => {
    const port = await freePort();
    const keyFile = path.join(dir, 'prod-key.pem');
    fs.writeFileSync(keyFile, generateSigningKeyPem(), { mode: 0o600 });
    const env = await testEnv({ NODE_ENV: 'production', TRUSTED_PROXIES: '127.0.0.0/8', PORT: String(port), JWT_PRIVATE_KEY_FILE: keyFile, LOG_LEVEL: 'info' });
    delete env['JWT_PRIVATE_KEY'];
    const proc = spawnNode(mainJs, env);
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForReady(url, proc);
      // Sign-ins in flight when SIGTERM arrives still get their answer (five is the most one account may have at
      // once). Each sends its headers and half its body first; the pause lets the server read every request's
      // headers, and none can finish before the signal, as its body is still incomplete. The rest follows once
      // shutdown has begun.
      const inFlight = Array.from({ length: 5 }, () => startedLogin(url, { email: env['ADMIN_EMAIL'] as string, password: adminPassword }));
      await new Promise((r) => setTimeout(r, 500));
      const started = Date.now();
      // Nest closes the server, waits for open requests and connections, then re-raises the signal.
      const stopped = proc.stop('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
      for (const request of inFlight) request.finish();
      expect(await stopped).toBe('SIGTERM');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await Promise.all(inFlight.map((request) => request.status))).toEqual(Array(5).fill(200));
    } finally {
      await proc.stop('SIGKILL');
    }
    // JSON logs with the request id; the password never appears.
    const lines = proc.output().split('\n').filter((l) => l.startsWith('{'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => /"reqId"|"req":\{"id"/.test(l))).toBe(true);
    expect(proc.output()).not.toContain(adminPassword);
  });

  it('generates a development key once into KEYS_DIR and keeps using it across restarts', async () => {
    const port = await freePort();
    const keysDir = path.join(dir, 'keys');
    const env = await testEnv({ NODE_ENV: 'development', PORT: String(port), KEYS_DIR: keysDir });
    delete env['JWT_PRIVATE_KEY'];
    const url = `http://127.0.0.1:${port}`;
    const kid = async () => ((await (await fetch(`${url}/api/users/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }).keys[0]?.kid;

    const first = spawnNode(mainJs, env);
    let token: string;
    let firstKid: string | undefined;
    try {
      await waitForReady(url, first);
      const keyFile = path.join(keysDir, 'jwt-signing-key.pem');
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(createPrivateKey(fs.readFileSync(keyFile)).asymmetricKeyDetails).toEqual({ namedCurve: 'prime256v1' });
      firstKid = await kid();
      token = (await login(url, { email: env['ADMIN_EMAIL'] as string, password: adminPassword })).body['token'] as string;
    } finally {
      await first.stop();
    }
    const second = spawnNode(mainJs, env);
    try {
      await waitForReady(url, second);
      expect(await kid()).toBe(firstKid);
      const profile = await fetch(`${url}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
      expect(profile.status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('shares the brute-force counters between two instances and keeps them across a restart', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const env = await testEnv({ LOG_LEVEL: 'info' });
    const [a, b] = [spawnNode(mainJs, { ...env, PORT: String(portA) }), spawnNode(mainJs, { ...env, PORT: String(portB) })];
    const [urlA, urlB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    const email = env['ADMIN_EMAIL'] as string;
    let restarted: ReturnType<typeof spawnNode> | undefined;
    try {
      // Both start at once on an empty database: the migration lock lets only one create the tables.
      await Promise.all([waitForReady(urlA, a), waitForReady(urlB, b)]);
      const attacker = freshIp();
      for (const url of [urlA, urlB, urlA, urlB, urlA]) {
        expect((await login(url, { email, password: 'secret-guess-1' }, attacker)).status).toBe(401);
      }
      const onB = await login(urlB, { email, password: adminPassword }, attacker);
      expect(onB.status).toBe(429);
      expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);

      expect(await a.stop()).toBe('SIGTERM');
      restarted = spawnNode(mainJs, { ...env, PORT: String(portA) });
      await waitForReady(urlA, restarted);
      const afterRestart = await login(urlA, { email, password: adminPassword }, attacker);
      expect(afterRestart.status).toBe(429);
      expect(Number(afterRestart.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    } finally {
      await Promise.all([a.stop(), b.stop(), restarted?.stop()]);
    }
    // Sign-in failures and lock-outs are logged with the account, never with a password.
    const logs = a.output() + b.output() + (restarted?.output() ?? '');
    expect(logs).toMatch(/"event":"sign-in.failed"/);
    expect(logs).toMatch(/"event":"sign-in.locked"/);
    expect(logs).not.toContain('secret-guess-1');
    expect(logs).not.toContain(adminPassword);
  });

  it('migrate.js applies the migrations once and names a bad DATABASE_URL', async () => {
    const env = await testEnv();
    const first = spawnNode(migrateJs, { DATABASE_URL: env['DATABASE_URL'] as string });
    expect(await first.exit).toBe(0);
    // Every migration the service lists, whatever their number.
    expect(first.output()).toMatch(new RegExp(`: ${authDatabase('').migrations.length} migration\\(s\\) applied`));
    const again = spawnNode(migrateJs, { DATABASE_URL: env['DATABASE_URL'] as string });
    expect(await again.exit).toBe(0);
    expect(again.output()).toMatch(/0 migration\(s\) applied/);
    const bad = spawnNode(migrateJs, { DATABASE_URL: 'db.example.com' });
    expect(await bad.exit).toBe(1);
    expect(bad.output()).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
  });
});
