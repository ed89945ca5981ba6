import { buildOpenApiDocument, generateSigningKeyPem, loadSigningKey } from '@hvac/server-kit';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../app.module';
import { loadAuthEnv } from '../config/load-env';

// Placeholder settings: preview mode reads the routes and DTOs without connecting to anything.
const documentationEnv = {
  NODE_ENV: 'test',
  PORT: '3001',
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'postgres://docs@127.0.0.1:1/docs',
  REDIS_URL: 'redis://127.0.0.1:1',
};

export const openApiFile = 'openapi.json';

// The document the service serves at /docs/auth/openapi.json, keys sorted so the committed copy diffs cleanly.
export async function authOpenApiDocument(): Promise<OpenAPIObject> {
  const key = await loadSigningKey(generateSigningKeyPem());
  const app = await NestFactory.create(AppModule.forRoot(loadAuthEnv(documentationEnv), key), { preview: true, logger: false });
  try {
    return sortKeys(buildOpenApiDocument(app, 'auth-api')) as OpenAPIObject;
  } finally {
    await app.close();
  }
}

export const serialiseOpenApi = (document: OpenAPIObject) => `${JSON.stringify(document, null, 2)}\n`;

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}
