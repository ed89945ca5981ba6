import 'reflect-metadata';
import { validateEnv } from '@hvac/server-kit';
import { createTestDatabase, testRedisUrl, testS3 } from '@hvac/server-kit/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createContentApp } from '../src/app.setup';
import { ContentEnv } from '../src/config/content-env';

export type TestApp = { app: NestExpressApplication; baseUrl: string; env: ContentEnv; close: () => Promise<void> };

// The real application on a fresh database and bucket, listening on a free port for real HTTP.
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const s3 = testS3();
  const env = validateEnv(ContentEnv, {
    NODE_ENV: 'test',
    PORT: '1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: await createTestDatabase('content'),
    REDIS_URL: testRedisUrl(),
    JWKS_URL: 'http://127.0.0.1:1/jwks.json',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: `media-${randomBytes(4).toString('hex')}`,
    PUBLIC_SITE_URL: 'http://localhost:8080',
    ...overrides,
  });
  const app = await createContentApp(env);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, env, close: () => app.close() };
}
