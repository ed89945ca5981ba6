import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startLocalPostgres } from './postgres';
import { startLocalRedis } from './redis';
import { startLocalS3 } from './s3';

// Shared servers for integration tests: one Postgres, Redis and S3 store per test run, each on a port
// it took itself, named to the tests by TEST_* variables. Test files isolate themselves with their own
// database (createTestDatabase below).
export type TestInfra = { env: Record<string, string>; stop: () => Promise<void> };

export async function startTestInfra(): Promise<TestInfra> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-test-'));
  fs.chmodSync(root, 0o755);
  const started = await Promise.allSettled([
    startLocalPostgres(path.join(root, 'postgres')),
    startLocalRedis(path.join(root, 'redis')),
    startLocalS3(path.join(root, 's3')),
  ]);
  const stopAll = async () => {
    await Promise.allSettled(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
    fs.rmSync(root, { recursive: true, force: true });
  };
  const [pg, redis, s3] = started;
  if (pg?.status !== 'fulfilled' || redis?.status !== 'fulfilled' || s3?.status !== 'fulfilled') {
    await stopAll();
    const reasons = started.flatMap((s) => (s.status === 'rejected' ? [s.reason instanceof Error ? s.reason.message : String(s.reason)] : []));
    throw new Error(`the test servers did not start:\n${reasons.join('\n')}`);
  }
  return {
    env: {
      TEST_DATABASE_ADMIN_URL: pg.value.url('postgres'),
      TEST_REDIS_URL: redis.value.url,
      TEST_S3_ENDPOINT: s3.value.endpoint,
      TEST_S3_ACCESS_KEY: s3.value.accessKey,
      TEST_S3_SECRET_KEY: s3.value.secretKey,
    },
    stop: stopAll,
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run tests through jest's global setup (@hvac/test-harness/jest) or startTestInfra()`);
  return value;
}

// A fresh, empty database on the shared test server, so test files never see each other's rows.
export async function createTestDatabase(prefix = 'test'): Promise<string> {
  const adminUrl = required('TEST_DATABASE_ADMIN_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testRedisUrl(): string {
  return required('TEST_REDIS_URL');
}

export function testS3(): { endpoint: string; accessKey: string; secretKey: string } {
  return {
    endpoint: required('TEST_S3_ENDPOINT'),
    accessKey: required('TEST_S3_ACCESS_KEY'),
    secretKey: required('TEST_S3_SECRET_KEY'),
  };
}
