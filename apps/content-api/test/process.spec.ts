import 'reflect-metadata';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { createTestDatabase, testRedisUrl, testS3 } from '@hvac/test-harness';
import { startTestTokenIssuer } from '@hvac/test-harness/nest';
import { Client } from 'pg';
import { validateEnv } from '@hvac/server-kit';
import { ContentEnv } from '../src/config/content-env';

// The built entry points as compose and Kubernetes run them (the test target builds first).
const root = path.resolve(__dirname, '../../..');
const dist = (file: string) => path.join(root, 'apps/content-api/dist', file);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function fullEnv(): Promise<Record<string, string>> {
  const s3 = testS3();
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(await freePort()),
    // Any free port: another test's service may hold the default one.
    METRICS_PORT: '0',
    ANALYTICS_PORT: '0',
    DATABASE_URL: await createTestDatabase('content'),
    REDIS_URL: testRedisUrl(),
    JWKS_URL: 'http://127.0.0.1:9/api/users/.well-known/jwks.json',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: 'media-process-test',
    PUBLIC_SITE_URL: 'http://localhost:8080',
  };
}

const run = (file: string, env: Record<string, string>) =>
  spawnSync(process.execPath, [dist(file)], { cwd: root, env: { PATH: process.env['PATH'] ?? '', ...env }, encoding: 'utf8', timeout: 60_000 });

describe('content-api processes', () => {
  let env: Record<string, string>;
  beforeAll(async () => {
    env = await fullEnv();
  });

  const required = ['DATABASE_URL', 'REDIS_URL', 'JWKS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'PUBLIC_SITE_URL', 'PORT'];
  const malformed: [string, string][] = [
    ['S3_ENDPOINT', 'minio:9000'],
    ['DATABASE_URL', 'mysql://db/content'],
    ['REDIS_URL', 'localhost:6379'],
    ['JWKS_URL', 'jwks.json'],
    ['PORT', 'eighty'],
    ['S3_BUCKET', 'Bad_Bucket'],
    ['PUBLIC_SITE_URL', 'localhost'],
    ['NODE_ENV', 'staging'],
  ];

  it('validates every variable and names the missing or malformed one', () => {
    expect(() => validateEnv(ContentEnv, env)).not.toThrow();
    for (const name of required) {
      const { [name]: _dropped, ...rest } = env;
      expect(() => validateEnv(ContentEnv, rest)).toThrow(new RegExp(`\\b${name}\\b`));
    }
    for (const [name, value] of malformed) expect(() => validateEnv(ContentEnv, { ...env, [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it.each([
    ['missing S3_ENDPOINT', { S3_ENDPOINT: undefined }, 'S3_ENDPOINT'],
    ['malformed PORT', { PORT: 'eighty' }, 'PORT'],
  ])('main.js stops with exit code 1 on %s', (_case, change, name) => {
    const res = run('main.js', Object.fromEntries(Object.entries({ ...env, ...change }).filter(([, v]) => v !== undefined)) as Record<string, string>);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(name);
  });

  it('migrates with dist/migrate.js, idempotently', async () => {
    const databaseUrl = await createTestDatabase('content');
    const first = run('migrate.js', { DATABASE_URL: databaseUrl });
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/[1-9]\d* migration\(s\) applied/);
    const second = run('migrate.js', { DATABASE_URL: databaseUrl });
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('0 migration(s) applied');
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const tables = await db.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'content'");
    await db.end();
    expect(tables.rows.map((r: { table_name: string }) => r.table_name)).toEqual(expect.arrayContaining(['blogs', 'categories', 'location_pages', 'seed_runs', 'migrations']));
    const missing = run('migrate.js', {});
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('DATABASE_URL');
  });

  it('starts from dist/main.js, serves, and drains on SIGTERM', async () => {
    const issuer = await startTestTokenIssuer();
    const child: ChildProcess = spawn(process.execPath, [dist('main.js')], { cwd: root, env: { PATH: process.env['PATH'] ?? '', ...env, JWKS_URL: issuer.jwksUrl }, stdio: 'pipe' });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      const base = `http://127.0.0.1:${env['PORT']}`;
      let ready = 0;
      for (let i = 0; i < 120 && ready !== 200; i++) {
        ready = await fetch(`${base}/health/ready`).then((r) => r.status, () => 0);
        if (ready !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect({ ready, stderr }).toEqual({ ready: 200, stderr: '' });
      expect((await fetch(`${base}/api/categories`)).status).toBe(200);
      const token = await issuer.sign();
      const created = await fetch(`${base}/blogs`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'From the built service', category: 2 }) });
      expect(created.status).toBe(201);
      child.kill('SIGTERM');
      // A timer left pending would keep this Jest worker alive after the tests.
      let timer: NodeJS.Timeout | undefined;
      const [code, signal] = (await Promise.race([once(child, 'exit'), new Promise((r) => (timer = setTimeout(() => r(['timeout', null]), 15_000)))]).finally(() =>
        clearTimeout(timer),
      )) as [
        number | string | null,
        string | null,
      ];
      // Nest closes the app, then re-raises the signal so the exit reports it.
      expect(code === 0 || signal === 'SIGTERM').toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await issuer.stop();
    }
  });
});
