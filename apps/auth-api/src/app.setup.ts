import { configureHttpService, type HttpServiceOptions, type SigningKey } from '@hvac/server-kit';
import { BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
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
  // Nest turns body-parser's SyntaxError into a 400 carrying the parser's own wording ("Unexpected end of
  // JSON input"); say plainly what is wrong instead.
  app.use((error: unknown, _req: Request, _res: Response, next: NextFunction) => {
    const type = (error as { type?: unknown } | null)?.type;
    next(type === 'entity.parse.failed' ? new BadRequestException('The request body is not valid JSON') : error);
  });
  return app;
}
