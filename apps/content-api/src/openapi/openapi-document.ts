import 'reflect-metadata';
import { buildOpenApiDocument, validateEnv } from '@hvac/server-kit';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../app.module';
import { ContentEnv } from '../config/content-env';

// Placeholder settings: preview mode reads the routes and DTOs without connecting to anything.
const documentationEnv = {
  NODE_ENV: 'test',
  PORT: '3002',
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'postgres://docs@127.0.0.1:1/docs',
  REDIS_URL: 'redis://127.0.0.1:1',
  JWKS_URL: 'http://127.0.0.1:1/api/users/.well-known/jwks.json',
  S3_ENDPOINT: 'http://127.0.0.1:1',
  S3_ACCESS_KEY: 'docs',
  S3_SECRET_KEY: 'docs',
  PUBLIC_SITE_URL: 'http://localhost:8080',
};

// The same document the service serves at /docs/content/openapi.json, with keys sorted so the
// committed copy diffs cleanly.
export async function contentOpenApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.forRoot(validateEnv(ContentEnv, documentationEnv)), { preview: true, logger: false });
  try {
    return sortKeys(buildOpenApiDocument(app, 'content-api')) as OpenAPIObject;
  } finally {
    await app.close();
  }
}

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

export const openApiFile = 'openapi.json';
export const serialiseOpenApi = (doc: OpenAPIObject) => `${JSON.stringify(doc, null, 2)}\n`;
