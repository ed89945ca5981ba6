import { generateSigningKeyPem, loadSigningKey, previewOpenApiDocument } from '@hvac/server-kit';
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

// The document the service serves at /docs/auth/openapi.json.
export async function authOpenApiDocument(): Promise<OpenAPIObject> {
  const keys = { current: loadSigningKey(generateSigningKeyPem()), previous: [] };
  return previewOpenApiDocument(AppModule.forRoot(loadAuthEnv(documentationEnv), keys), 'auth-api');
}
