import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The built worker refuses to start on bad configuration, naming the variable, before it touches
// Redis, Postgres or SMTP.
const root = path.resolve(__dirname, '../../..');
const main = path.join(root, 'apps/mailer-worker/dist/main.js');

const valid = {
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://user:pass@127.0.0.1:1/db',
  REDIS_URL: 'redis://127.0.0.1:1',
  SMTP_URL: 'smtp://127.0.0.1:1',
  PUBLIC_SITE_URL: 'http://localhost:8080',
};

// content-api's leads tests rebuild dist under this lock (test/leads/leads-stack.ts) while these tests may run
// beside them; a shared hold keeps a half-written main.js from being started.
const workerBuildLock = '/tmp/hvac-mailer-worker-build.lock';

function start(env: Record<string, string | undefined>) {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return spawnSync('flock', ['-s', workerBuildLock, process.execPath, main], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', ...clean },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('node apps/mailer-worker/dist/main.js', () => {
  it.each([
    ['missing DATABASE_URL', { DATABASE_URL: undefined }, 'DATABASE_URL'],
    ['missing REDIS_URL', { REDIS_URL: undefined }, 'REDIS_URL'],
    ['missing SMTP_URL', { SMTP_URL: undefined }, 'SMTP_URL'],
    ['malformed SMTP_URL', { SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL'],
    ['malformed REDIS_URL', { REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    ['malformed WORKER_CONCURRENCY', { WORKER_CONCURRENCY: 'many' }, 'WORKER_CONCURRENCY'],
  ])('stops with exit code 1 on %s', (_case, change, name) => {
    const result = start({ ...valid, ...change });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`\\b${name}\\b`));
  });
});
