import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateEnv } from '@hvac/server-kit';
import { createTestDatabase, testRedisUrl, testS3 } from '@hvac/test-harness';
import { startTestTokenIssuer, type TestTokenIssuer } from '@hvac/test-harness/nest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createContentApp } from '../src/app.setup';
import { ContentEnv } from '../src/config/content-env';

export type TestApp = {
  app: NestFastifyApplication;
  baseUrl: string;
  env: ContentEnv;
  issuer: TestTokenIssuer;
  adminToken: string;
  // Every 5xx the app sent; close() fails the file if there was one.
  serverErrors: string[];
  close: () => Promise<void>;
};

export function testEnv(databaseUrl: string, jwksUrl: string, overrides: Record<string, string> = {}): ContentEnv {
  const s3 = testS3();
  return validateEnv(ContentEnv, {
    NODE_ENV: 'test',
    PORT: '3002',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl(),
    JWKS_URL: jwksUrl,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: `media-${randomBytes(4).toString('hex')}`,
    PUBLIC_SITE_URL: 'http://localhost:8080',
    // The analytics collector's own port: any free one.
    ANALYTICS_PORT: '0',
    ...overrides,
  });
}

// The real application on a fresh database and bucket, listening on a free port for real HTTP, with
// admin tokens signed by a stand-in for auth-api's key.
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const issuer = await startTestTokenIssuer();
  const env = testEnv(await createTestDatabase('content'), issuer.jwksUrl, overrides);
  const app = await createContentApp(env);
  const serverErrors: string[] = [];
  app.getHttpAdapter().getInstance().addHook('onResponse', async (req, reply) => {
    if (reply.statusCode >= 500) serverErrors.push(`${req.method} ${req.url} -> ${reply.statusCode}`);
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    env,
    issuer,
    adminToken: await issuer.sign(),
    serverErrors,
    close: async () => {
      await app.close();
      await issuer.stop();
      if (serverErrors.length) throw new Error(`the app answered with 5xx: ${serverErrors.join(', ')}`);
    },
  };
}

export type JsonReply<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

// A small JSON client over real HTTP.
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<JsonReply<T>> {
  const token = options.token === undefined ? t.adminToken : options.token;
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers['authorization'] = `Bearer ${token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${t.baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (text/plain or XML replies)
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

// fetch() adds `cache-control: no-cache` to conditional requests, which forbids a 304; a browser
// revalidating its cache does not, so conditional GETs go through node:http.
export function conditionalGet(url: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

// The id of a seeded category ('Heating', 'Cooling', ...), for bodies of posts.
export async function categoryId(t: TestApp, name: string): Promise<number> {
  const reply = await call<{ data: { category_id: number; category: string }[] }>(t, 'GET', '/api/categories');
  const found = reply.body.data.find((c) => c.category === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.category_id;
}
