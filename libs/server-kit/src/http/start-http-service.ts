import 'reflect-metadata';
import { HttpException, type INestApplication, type Type, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { compressStreamedReplies, compressWholeReplies } from './compression';
import { AllErrorsFilter, bodyParserErrors, type ErrorBodyFormatter, validationException } from './errors';
import { requestLogging } from './request-logging';

export type HttpServiceOptions = {
  name: string;
  port: number;
  // Path under which the gateway exposes this service's API documentation.
  docsPath: string;
  errorBody?: ErrorBodyFormatter;
  jsonLimit?: string;
};

// Applies everything an HTTP service shares: JSON logs, strict validation, one error shape,
// the client IP as the gateway saw it, OpenAPI, and a clean drain on SIGTERM.
export function configureHttpService(app: NestExpressApplication, options: HttpServiceOptions): void {
  app.useLogger(app.get(Logger));
  // The gateway overwrites X-Forwarded-For with the address it saw, so one trusted hop is exact.
  app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(requestLogging());
  // gzip when the client (the gateway) accepts it: the gateway caches the compressed reply, so a
  // cached read is compressed once, not on every hit.
  app.use(`/${options.docsPath}`, compressStreamedReplies());
  app.use(compressWholeReplies());
  app.useBodyParser('json', { limit: options.jsonLimit ?? '1mb' });
  app.useBodyParser('urlencoded', { limit: options.jsonLimit ?? '1mb', extended: false });
  // Nest would answer a body-parser failure with the parser's own wording ("Unexpected end of JSON
  // input"); say plainly what is wrong instead.
  app.use((error: unknown, _req: Request, _res: Response, next: NextFunction) => {
    const type = (error as { type?: unknown } | null)?.type;
    const known = typeof type === 'string' ? bodyParserErrors[type] : undefined;
    next(known ? new HttpException(known[1], known[0]) : error);
  });
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: validationException,
    }),
  );
  app.useGlobalFilters(new AllErrorsFilter(options.errorBody));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  SwaggerModule.setup(options.docsPath, app, () => buildOpenApiDocument(app, options.name), {
    jsonDocumentUrl: `${options.docsPath}/openapi.json`,
  });
}

export function buildOpenApiDocument(app: INestApplication, name: string): OpenAPIObject {
  const config = new DocumentBuilder().setTitle(name).setVersion('1.0').addBearerAuth().build();
  return SwaggerModule.createDocument(app, config);
}

export async function startHttpService(module: Type<unknown>, options: HttpServiceOptions): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, { bufferLogs: true, bodyParser: false });
  configureHttpService(app, options);
  await app.listen(options.port);
  return app;
}
