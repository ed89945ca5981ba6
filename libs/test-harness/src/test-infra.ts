import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalPostgres } from './postgres';
import { startLocalRedis } from './redis';
import { startLocalS3 } from './s3';

// Shared servers for integration tests: one Postgres, Redis and S3 store per test run, each on a port
// it took itself. Test files isolate themselves with their own database (see @hvac/server-kit/testing).
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
