// auth-api and content-api as they run in production: their built main.js as processes sharing one
// database (each in its own schema, both writing the audit schema), a bucket and Redis of the harness's
// servers, content-api checking tokens against auth-api. Staff
// users of every role are made with auth-api's own command line and signed in over HTTP.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyticsPaths, type StaffRole } from '@hvac/contracts';
import { createTestDatabase, freePort, type Managed, startOnFreePort, startProcess, testRedisUrl, testS3, untilReady, waitForHttp } from '@hvac/test-harness';

export const repoRoot = path.resolve(__dirname, '../../..');

export type FuzzService = {
  name: 'auth-api' | 'content-api';
  url: string;
  // Documented paths the service answers on another port (content-api's analytics collector): path → base URL.
  routes?: Record<string, string>;
  process: Managed;
};

export type FuzzStack = {
  auth: FuzzService;
  content: FuzzService;
  databaseUrl: string;
  staff: Record<StaffRole, { email: string; password: string }>;
  stop: () => Promise<void>;
};

const strongPassword = () => `fuzz-${randomBytes(18).toString('base64url')}`;

export async function startFuzzStack(options: { quiet?: boolean } = {}): Promise<FuzzStack> {
  const quiet = options.quiet ?? true;
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch(() => undefined);
  };
  const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-fuzz-keys-'));
  stoppers.push(async () => fs.rmSync(keysDir, { recursive: true, force: true }));
  try {
    const shared = {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      NODE_ENV: 'test',
      // Errors only: a 5xx leaves its stack trace in the kept output, which the report quotes.
      LOG_LEVEL: 'error',
      REDIS_URL: testRedisUrl(),
      PUBLIC_SITE_URL: 'http://localhost:8080',
      // Any free port: a test run's other services may hold the defaults.
      METRICS_PORT: '0',
    };
    const start = (name: FuzzService['name'], env: (port: number) => Record<string, string>) =>
      startOnFreePort(async (port) => {
        const proc = startProcess(name, process.execPath, ['--enable-source-maps', `apps/${name}/dist/main.js`], {
          cwd: repoRoot,
          env: { ...shared, ...env(port), PORT: String(port) },
          quiet,
        });
        await untilReady(proc, waitForHttp(`http://127.0.0.1:${port}/health/ready`, 120_000, (s) => s === 200));
        stoppers.push(() => proc.stop());
        return { port, proc };
      });

    const owner = { email: `owner-${randomBytes(4).toString('hex')}@example.com`, password: strongPassword() };
    const databaseUrl = await createTestDatabase('fuzz');
    const auth = await start('auth-api', () => ({
      DATABASE_URL: databaseUrl,
      KEYS_DIR: keysDir,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      ADMIN_NAME: 'Fuzz Owner',
    }));
    const staff = { owner } as FuzzStack['staff'];
    for (const role of ['admin', 'editor'] as const) {
      staff[role] = { email: `${role}-${randomBytes(4).toString('hex')}@example.com`, password: strongPassword() };
      const made = spawnSync(
        process.execPath,
        ['apps/auth-api/dist/cli.js', 'create-admin', '--email', staff[role].email, '--role', role, '--name', `Fuzz ${role}`],
        { cwd: repoRoot, env: { ...shared, DATABASE_URL: databaseUrl }, input: `${staff[role].password}\n`, encoding: 'utf8' },
      );
      if (made.status !== 0) throw new Error(`could not create the ${role}: ${made.stderr || made.stdout}`);
    }

    const s3 = testS3();
    const analyticsPort = await freePort();
    const content = await start('content-api', () => ({
      ANALYTICS_PORT: String(analyticsPort),
      DATABASE_URL: databaseUrl,
      JWKS_URL: `http://127.0.0.1:${auth.port}/api/users/.well-known/jwks.json`,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: `fuzz-${randomBytes(4).toString('hex')}`,
      // Stored posts and pages, so that requests which must not change them have something to change.
      SEED_SAMPLE_CONTENT: 'true',
      // Every request comes from its own X-Forwarded-For address; a generous limit on top keeps the
      // form handlers reachable even for a long run.
      LEADS_RATE_LIMIT: '1000000',
    }));

    return {
      auth: { name: 'auth-api', url: `http://127.0.0.1:${auth.port}`, process: auth.proc },
      content: { name: 'content-api', url: `http://127.0.0.1:${content.port}`, routes: { [analyticsPaths.events]: `http://127.0.0.1:${analyticsPort}` }, process: content.proc },
      databaseUrl,
      staff,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
