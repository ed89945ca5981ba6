import { configureHttpService, type HttpServiceOptions } from '@hvac/server-kit';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { failBody } from './common/envelope';
import type { ContentEnv } from './config/content-env';

export const contentHttpOptions = (env: ContentEnv): HttpServiceOptions => ({
  name: 'content-api',
  port: env.PORT,
  docsPath: 'docs/content',
  errorBody: failBody,
  jsonLimit: '1mb',
});

// Builds the configured application without listening, so main.ts and the tests run the same app.
export async function createContentApp(env: ContentEnv): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env), { bufferLogs: true, bodyParser: false });
  configureHttpService(app, contentHttpOptions(env));
  return app;
}
