import fastifyMultipart from '@fastify/multipart';
import { createHttpApp, type HttpServiceOptions } from '@hvac/server-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { collectorOpenApiPaths } from './analytics/collector-openapi';
import { AppModule } from './app.module';
import { failBody } from './common/envelope';
import type { ContentEnv } from './config/content-env';

export const contentHttpOptions = (env: ContentEnv): HttpServiceOptions => ({
  name: 'content-api',
  port: env.PORT,
  docsPath: 'docs/content',
  errorBody: failBody,
  bodyLimitBytes: 1024 * 1024,
  extraPaths: collectorOpenApiPaths,
});

// Builds the configured application without listening, so main.ts and the tests run the same app.
export async function createContentApp(env: ContentEnv): Promise<NestFastifyApplication> {
  const app = await createHttpApp(AppModule.forRoot(env), contentHttpOptions(env));
  // Image uploads (media/upload.controller.ts) read their one file through it, with their own limits.
  await app.register(fastifyMultipart);
  return app;
}
