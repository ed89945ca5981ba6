import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { startLocalPostgres } from './postgres';
import { startLocalRedis } from './redis';
import { startLocalS3 } from './s3';

// Shared servers for integration tests: one Postgres, Redis and S3 store per test run. Test files
// isolate themselves with their own database (see @hvac/server-kit/testing).
export type TestInfra = { env: Record<string, string>; stop: () => Promise<void> };

export async function startTestInfra(): Promise<TestInfra> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-test-'));
  fs.chmodSync(root, 0o755);
  const [pgPort, redisPort, s3Port] = [await freePort(), await freePort(), await freePort()];
  const [pg, redis, s3] = await Promise.all([
    startLocalPostgres(path.join(root, 'postgres'), pgPort),
    startLocalRedis(path.join(root, 'redis'), redisPort),
    startLocalS3(path.join(root, 's3'), s3Port),
  ]);
  return {
    env: {
      TEST_DATABASE_ADMIN_URL: pg.url('postgres'),
      TEST_REDIS_URL: redis.url,
      TEST_S3_ENDPOINT: s3.endpoint,
      TEST_S3_ACCESS_KEY: s3.accessKey,
      TEST_S3_SECRET_KEY: s3.secretKey,
    },
    stop: async () => {
      await Promise.allSettled([pg.stop(), redis.stop(), s3.stop()]);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
