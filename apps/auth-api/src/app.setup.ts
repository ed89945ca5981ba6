import { configureHttpService, type HttpServiceOptions, type SigningKey } from '@hvac/server-kit';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { AuthEnv } from './config/auth-env';

export const authHttpOptions = (env: AuthEnv): HttpServiceOptions => ({
  name: 'auth-api',
  port: env.PORT,
  docsPath: 'docs/auth',
  // The spec's error shape for this service: `{ message }`.
  errorBody: (_status, message) => ({ message }),
  jsonLimit: '16kb',
});

// Builds the configured application without listening, so main.ts and the tests run the same app.
export async function createAuthApp(env: AuthEnv, key: SigningKey): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env, key), { bufferLogs: true, bodyParser: false });
  configureHttpService(app, authHttpOptions(env));
  return app;
}
