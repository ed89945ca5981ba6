// Decorator metadata (env conversion, Nest DI) needs this before any decorated class is evaluated.
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import path from 'node:path';
import type { AccountMailKind } from '@hvac/contracts';
import { accountMailLinkKey, openAccountMailLink } from '@hvac/account-mails';
import { generateSigningKeyPem, type SigningKey } from '@hvac/server-kit';
import { createTestDatabase, testRedisUrl } from '@hvac/test-harness';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { createAuthApp } from '../../src/app.setup';
import { loadAuthEnv } from '../../src/config/load-env';
import { resolveTokenKeys } from '../../src/tokens/token-keys';
import { type NewUser, UsersService } from '../../src/users/users.service';

export const repoRoot = path.resolve(__dirname, '../../../..');
export const mainJs = path.join(repoRoot, 'apps/auth-api/dist/main.js');
export const adminPassword = 'correct horse battery staple';

// The secret settings production requires; one set per test process, so a restarted app (another testEnv) still
// reads the cookies, second factors and account mails an earlier one wrote.
const deviceCookieSecret = randomBytes(32).toString('base64url');
const secondFactorKey = randomBytes(32).toString('base64url');
export const accountMailKey = randomBytes(32).toString('base64url');

export type StoredAccountMail = { sealed_link: string | null; kind: AccountMailKind; recipient: string };

// The link a stored account mail carries, opened as mailer-worker opens it (with the tests' ACCOUNT_MAIL_KEY).
export function storedMailLink(row: StoredAccountMail | undefined): string {
  if (!row?.sealed_link) throw new Error('the account mail holds no link');
  return openAccountMailLink(accountMailLinkKey(Buffer.from(accountMailKey, 'utf8')), row.sealed_link, { kind: row.kind, recipient: row.recipient });
}

export type TestAuthApp = { url: string; app: NestFastifyApplication; key: SigningKey; adminEmail: string; close: () => Promise<void> };

// A fresh database and signing key per suite; the env goes through the same validation and key loading as main.ts.
export async function testEnv(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'test',
    PORT: '3001',
    // Any free port: another test's service may hold the default one.
    METRICS_PORT: '0',
    DATABASE_URL: await createTestDatabase('auth'),
    REDIS_URL: testRedisUrl(),
    JWT_PRIVATE_KEY: generateSigningKeyPem(),
    // Unique per suite: sign-in counters live in the Redis every test file shares.
    ADMIN_EMAIL: `admin-${randomBytes(4).toString('hex')}@example.com`,
    ADMIN_PASSWORD: adminPassword,
    ADMIN_NAME: 'Site Admin',
    LOG_LEVEL: 'silent',
    DEVICE_COOKIE_SECRET: deviceCookieSecret,
    SECOND_FACTOR_KEY: secondFactorKey,
    ACCOUNT_MAIL_KEY: accountMailKey,
    ...overrides,
  };
}

export async function startAuthApp(vars: Record<string, string>): Promise<TestAuthApp> {
  const env = loadAuthEnv(vars);
  const keys = resolveTokenKeys(env);
  const app = await createAuthApp(env, keys);
  await app.listen(0, '127.0.0.1');
  return { url: (await app.getUrl()).replace('[::1]', '127.0.0.1'), app, key: keys.current, adminEmail: env.ADMIN_EMAIL, close: () => app.close() };
}

export type SignInSuite = { auth: TestAuthApp; redis: Redis; account: () => Promise<string> };

// For a describe block that signs in many times: the app and a Redis client (to read and clear the sign-in counters),
// started before its tests and closed after, and a new account per call (the template's e-mail made unique), so the
// counters of one test never reach another's.
export function signInSuite(template: NewUser): SignInSuite {
  let n = 0;
  const suite = {
    account: async () => {
      n += 1;
      const email = template.email.replace('@', `${n}-${Date.now()}@`);
      await suite.auth.app.get(UsersService).createIfAbsent({ ...template, email });
      return email;
    },
  } as SignInSuite;
  beforeAll(async () => {
    suite.auth = await startAuthApp(await testEnv());
    suite.redis = new Redis(testRedisUrl());
  });
  afterAll(async () => {
    suite.redis?.disconnect();
    await suite.auth?.close();
  });
  return suite;
}

let ipCounter = Math.floor(Math.random() * 250);
// A client address of its own per test, as the gateway would send it, so throttling counters never collide.
export function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(Math.random() * 250)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

export async function login(url: string, body: unknown, ip = freshIp(), contentType = 'application/json') {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

// exit resolves to the exit code, or to the signal that ended the process.
export type Spawned = { output: () => string; exit: Promise<number | NodeJS.Signals | null>; stop: (signal?: NodeJS.Signals) => Promise<number | NodeJS.Signals | null> };

// Runs a built entry point (main.js, migrate.js, cli.js) the way the launcher and the containers do.
export function spawnNode(script: string, env: Record<string, string>, args: string[] = [], stdin?: string): Spawned {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  child.stdin.end(stdin ?? '');
  const exit = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return {
    output: () => out,
    exit,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}

export async function waitForReady(url: string, proc: Spawned, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/health/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    const exited = await Promise.race([proc.exit.then(() => true), new Promise((r) => setTimeout(() => r(false), 200))]);
    if (exited) throw new Error(`auth-api exited before it was ready:\n${proc.output()}`);
  }
  throw new Error(`auth-api not ready within ${timeoutMs} ms:\n${proc.output()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
