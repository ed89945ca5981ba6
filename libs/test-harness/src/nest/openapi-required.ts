import fs from 'node:fs';
import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate, ValidationTypes } from 'class-validator';
import type { ZodType } from 'zod';

type Schema = { required?: string[]; properties?: Record<string, unknown> };
type Operation = { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type DtoClass = new () => object;

// Every exported class of the DTO files under a service's src (`*.dto.ts`, and files in `dto/` folders), by name:
// the OpenAPI document names a request body's schema after its class.
export function dtoClassesUnder(srcDir: string): Map<string, DtoClass> {
  const classes = new Map<string, DtoClass>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) && (/\.dto\.ts$/.test(entry.name) || path.basename(dir) === 'dto')) {
        for (const value of Object.values(require(file) as Record<string, unknown>)) {
          if (typeof value === 'function' && /^class\s/.test(Function.prototype.toString.call(value))) classes.set(value.name, value as DtoClass);
        }
      }
    }
  };
  visit(srcDir);
  return classes;
}

export type RequiredComparison = { schema: string; documented: string[]; validated: string[] };

// For each request body the document describes with a DTO's schema: the fields it lists as required, and
// the fields validation refuses when they are left out (an empty object, as the global ValidationPipe
// transforms and validates it). The two lists must be the same for a client written to the document.
export async function compareRequiredFields(document: Document, classes: Map<string, DtoClass>): Promise<RequiredComparison[]> {
  const names = new Set<string>();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        const name = media.schema?.$ref?.replace('#/components/schemas/', '');
        if (name) names.add(name);
      }
    }
  }
  const comparisons: RequiredComparison[] = [];
  for (const name of [...names].sort()) {
    const dto = classes.get(name);
    if (!dto) throw new Error(`no DTO class named ${name} under the service's src`);
    const schema = (dto as { schema?: ZodType }).schema;
    if (schema) {
      comparisons.push({ schema: name, documented: documentedRequired(document, name), validated: missingFields(schema) });
      continue;
    }
    const errors = await validate(plainToInstance(dto, {}));
    // A field required only under a condition (@ValidateIf: an e-mail address or a phone number) is not
    // required in OpenAPI's sense; its description says when it is.
    const conditional = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION)
        .map((m) => m.propertyName),
    );
    comparisons.push({
      schema: name,
      documented: documentedRequired(document, name),
      validated: errors.map((e) => e.property).filter((p) => !conditional.has(p)).sort(),
    });
  }
  return comparisons;
}

const documentedRequired = (document: Document, name: string) => [...(document.components?.schemas?.[name]?.required ?? [])].sort();

// A payload schema's required fields: those an empty object is refused for (every field of {} is undefined).
function missingFields(schema: ZodType): string[] {
  const result = schema.safeParse({});
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.length === 1).map((issue) => String(issue.path[0])).sort();
}

// The request bodies whose required fields differ between a committed document and a service's DTOs,
// and how many were compared (so a test can tell an empty comparison from a clean one).
export async function requiredFieldMismatches(documentFile: string, srcDir: string): Promise<{ compared: number; mismatches: RequiredComparison[] }> {
  const comparisons = await compareRequiredFields(JSON.parse(fs.readFileSync(documentFile, 'utf8')) as Document, dtoClassesUnder(srcDir));
  return { compared: comparisons.length, mismatches: comparisons.filter((c) => c.documented.join() !== c.validated.join()) };
}
