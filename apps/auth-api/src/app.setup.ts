import { createHttpApp, type HttpServiceOptions } from '@hvac/server-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { AuthEnv } from './config/auth-env';
import type { TokenKeys } from './tokens/token-keys';

export const authHttpOptions = (env: AuthEnv): HttpServiceOptions => ({
  name: 'auth-api',
  port: env.PORT,
  docsPath: 'docs/auth',
  // The spec's error shape for this service: `{ message }`.
  errorBody: (_status, message) => ({ message }),
  bodyLimitBytes: 16 * 1024,
});

// Builds the configured application without listening, so main.ts and the tests run the same app.
export async function createAuthApp(env: AuthEnv, keys: TokenKeys): Promise<NestFastifyApplication> {
  const app = await createHttpApp(AppModule.forRoot(env, keys), authHttpOptions(env));
  // Replies carry tokens or personal data: no cache may keep them. A route that is safe to cache (the JWKS) says so.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      return payload;
    });
  return app;
}
