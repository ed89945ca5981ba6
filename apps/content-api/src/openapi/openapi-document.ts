import 'reflect-metadata';
import { previewOpenApiDocument, validateEnv } from '@hvac/server-kit';
import type { OpenAPIObject } from '@nestjs/swagger';
import { collectorOpenApiPaths } from '../analytics/collector-openapi';
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

// The document the service serves at /docs/content/openapi.json.
export function contentOpenApiDocument(): Promise<OpenAPIObject> {
  return previewOpenApiDocument(AppModule.forRoot(validateEnv(ContentEnv, documentationEnv)), 'content-api', collectorOpenApiPaths);
}
