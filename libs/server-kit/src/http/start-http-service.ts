import 'reflect-metadata';
import fastifyEtag from '@fastify/etag';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { ModuleRef, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { registerServiceMetrics } from '../metrics/http-service-metrics';
import { type BodyLimits, registerBodyParsers } from './body-parsers';
import { registerCompression } from './compression';
import { type HttpEdge, loadHttpEdge } from './edge-env';
import { AllErrorsFilter, type ErrorBodyFormatter, validationException } from './errors';
import { registerRequestLogging, requestIdOf } from './request-logging';
import { ClassValidationPipe, SchemaValidationPipe } from './schema-validation';
import { documentSharedResponses } from './shared-responses';

export type HttpServiceOptions = {
  name: string;
  port: number;
  // Path under which the gateway exposes this service's API documentation.
  docsPath: string;
  errorBody?: ErrorBodyFormatter;
  // Largest JSON or form body accepted; larger ones get 413.
  bodyLimitBytes?: number;
  // Deepest JSON nesting, most JSON keys and items, most form fields (400 beyond); defaultBodyLimits otherwise.
  bodyLimits?: BodyLimits;
  // Routes the service answers outside Nest (content-api's analytics collector, on a port of its own),
  // documented with the others.
  extraPaths?: OpenAPIObject['paths'];
};

// Every service listens on all IPv4 interfaces: in a container the gateway and probes come from outside.
export const listenHost = '0.0.0.0';

// Nest on Fastify: per request it costs about a third of what Express 5 did, which is most of an
// uncached read. Routing keeps Express's leniency: case and a trailing slash do not matter.
export function httpAdapter(options: Pick<HttpServiceOptions, 'bodyLimitBytes'> = {}, trustedProxies: string[] = []): FastifyAdapter {
  return new FastifyAdapter({
    // X-Forwarded-For names the client only when the connection comes from a trusted proxy (the
    // gateway overwrites it with the one address it decided); anyone else is their own address.
    trustProxy: trustedProxies,
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    genReqId: requestIdOf,
    // A request that reaches a draining replica on an open connection is still answered (and its
    // connection closed), as Node does: a 503 would fail a sign-in the gateway may not retry.
    return503OnClosing: false,
    // A path parameter may be as long as any URL the gateway passes (8 KB): an unknown slug is a 404.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 8192 },
  });
}

// The application of one service, configured and not yet listening, so main.ts and the tests run the same app.
export async function createHttpApp(
  module: Type<unknown> | DynamicModule,
  options: HttpServiceOptions,
  edge: HttpEdge = loadHttpEdge(),
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(module, httpAdapter(options, edge.trustedProxies), { bufferLogs: true, bodyParser: false });
  await configureHttpService(app, options, edge);
  return app;
}

// Applies everything an HTTP service shares: JSON logs with request ids, strict validation, one error
// shape, ETags, compression, OpenAPI (when enabled), and a clean drain on SIGTERM.
async function configureHttpService(app: NestFastifyApplication, options: HttpServiceOptions, edge: HttpEdge): Promise<void> {
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  registerRequestLogging(fastify);
  // Request, process and database pool metrics, served by the metrics listener (metrics/), never here.
  // Looked up through ModuleRef: the application's own get() ends the process when a provider is missing.
  registerServiceMetrics(app.get(ModuleRef), fastify);
  // JSON, forms and text, bounded in size (the adapter's limit, 413) and shape (400); any other body type gets 415.
  registerBodyParsers(fastify, options.bodyLimits);
  // Weak ETags over the uncompressed bytes, so every encoding of a reply shares one; If-None-Match → 304.
  await app.register(fastifyEtag, { weak: true });
  registerCompression(fastify);
  closeConnectionsOnShutdown(fastify);
  app.useGlobalPipes(
    new ClassValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: validationException,
    }),
    new SchemaValidationPipe(),
  );
  app.useGlobalFilters(new AllErrorsFilter(options.errorBody));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  if (edge.apiDocs) {
    SwaggerModule.setup(options.docsPath, app, () => buildOpenApiDocument(app, options.name, options.extraPaths), {
      jsonDocumentUrl: `${options.docsPath}/openapi.json`,
    });
  }
}

// A kept-alive connection would hold a closing server open for Fastify's keep-alive timeout (72 s):
// once shutdown begins, a connection is closed as soon as its last answer is sent, so the drain ends
// with the last request in flight.
function closeConnectionsOnShutdown(fastify: FastifyInstance): void {
  fastify.addHook('preClose', async () => {
    fastify.server.keepAliveTimeout = 1;
  });
}

export function buildOpenApiDocument(app: INestApplication, name: string, extraPaths: OpenAPIObject['paths'] = {}): OpenAPIObject {
  const config = new DocumentBuilder().setTitle(name).setVersion('1.0').addBearerAuth().build();
  documentSharedResponses(app);
  // The schema DTOs' parts of the document come from their zod schemas; cleanupOpenApiDoc completes them.
  const document = cleanupOpenApiDoc(SwaggerModule.createDocument(app, config));
  return { ...document, paths: { ...document.paths, ...extraPaths } };
}
