import fs from 'node:fs';
import path from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument, httpAdapter } from './start-http-service';

// Each service commits its OpenAPI document here, beside its package.json; a test fails when it drifts.
export const openApiFile = 'openapi.json';

export const serialiseOpenApi = (document: OpenAPIObject) => `${JSON.stringify(document, null, 2)}\n`;

// The document a service serves, built in preview mode (routes and DTOs only, no connections), with
// keys sorted so the committed copy diffs cleanly.
export async function previewOpenApiDocument(module: Type<unknown> | DynamicModule, name: string, extraPaths?: OpenAPIObject['paths']): Promise<OpenAPIObject> {
  const app = await NestFactory.create(module, httpAdapter(), { preview: true, logger: false });
  try {
    return sortKeys(buildOpenApiDocument(app, name, extraPaths)) as OpenAPIObject;
  } finally {
    await app.close();
  }
}

// Body of each service's `openapi` target: rewrites the committed document after an API change.
export function writeOpenApiFile(projectRoot: string, document: () => Promise<OpenAPIObject>): void {
  const target = path.join(projectRoot, openApiFile);
  document()
    .then((doc) => {
      fs.writeFileSync(target, serialiseOpenApi(doc));
      process.stdout.write(`wrote ${target}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
      process.exit(1);
    });
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
