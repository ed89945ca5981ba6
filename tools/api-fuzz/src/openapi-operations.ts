// The operations of a committed OpenAPI document, dereferenced, in the form the case generator needs.
// A route added to a service's document is fuzzed from then on without anyone writing a case.
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { repoRoot } from './fuzz-stack';

export type Schema = OpenAPIV3.SchemaObject;

export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: Schema };

export type Operation = {
  service: 'auth-api' | 'content-api';
  method: string;
  // The document's path, with {placeholders}.
  path: string;
  key: string;
  parameters: Parameter[];
  body: { contentType: string; schema: Schema; required: boolean } | null;
  // Documented statuses with the JSON schema of each reply (null: no JSON body documented).
  responses: Map<number, Schema | null>;
  secured: boolean;
};

export const documentFiles = {
  'auth-api': 'apps/auth-api/openapi.json',
  'content-api': 'apps/content-api/openapi.json',
} as const;

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

// Validates the document against the OpenAPI schema and resolves every $ref.
export async function loadOperations(service: Operation['service']): Promise<Operation[]> {
  const raw = JSON.parse(fs.readFileSync(path.join(repoRoot, documentFiles[service]), 'utf8')) as OpenAPIV3.Document;
  const doc = (await SwaggerParser.validate(raw)) as OpenAPIV3.Document;
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item?.[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])] as OpenAPIV3.ParameterObject[];
      const content = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      const responses = new Map<number, Schema | null>();
      for (const [status, reply] of Object.entries(op.responses ?? {})) {
        const schema = (reply as OpenAPIV3.ResponseObject).content?.['application/json']?.schema as Schema | undefined;
        responses.set(Number(status), schema ?? null);
      }
      operations.push({
        service,
        method: method.toUpperCase(),
        path: route,
        key: `${method.toUpperCase()} ${route}`,
        parameters: parameters
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({ name: p.name, in: p.in as 'path' | 'query', required: p.required ?? p.in === 'path', schema: (p.schema ?? { type: 'string' }) as Schema })),
        body: contentType && media ? { contentType, schema: (media.schema ?? {}) as Schema, required: Boolean((op.requestBody as OpenAPIV3.RequestBodyObject).required) } : null,
        responses,
        secured: (op.security ?? doc.security ?? []).length > 0,
      });
    }
  }
  return operations;
}
