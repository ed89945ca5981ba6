// What every answer must be: a status the operation documents (or one any route may answer), never a
// 5xx, a message on every 4xx, and no field in a success reply that the document does not describe.
import type { Operation, Schema } from './openapi-operations';

// Any route may answer these: guards, unknown ids and paths, body size and type, rate limits.
export const alwaysAllowed = new Set([401, 403, 404, 413, 415, 429]);

export type Problem = 'server error' | 'undocumented status' | 'no message' | 'undocumented field' | 'no answer' | 'unintended change';

// `alsoAllowed`: statuses of the other operations a request may have reached (an extra path segment can
// turn /api/locationpages into /api/locationpages/{id}); such a reply is that route's, so its fields are not
// held to this operation's schema.
export function judge(op: Operation, status: number, body: unknown, alsoAllowed: ReadonlySet<number> = new Set()): { problem: Problem; detail: string } | null {
  if (status >= 500) return { problem: 'server error', detail: `${status} ${describe(body)}` };
  if (!op.responses.has(status) && !alwaysAllowed.has(status) && !alsoAllowed.has(status)) return { problem: 'undocumented status', detail: `${status} ${describe(body)}` };
  if (status >= 400) {
    const message = (body as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || !message.trim()) return { problem: 'no message', detail: `${status} ${describe(body)}` };
  }
  if (status >= 200 && status < 300) {
    const schema = alsoAllowed.size ? undefined : op.responses.get(status);
    const extra = schema && body !== undefined && typeof body === 'object' ? undocumentedFields(schema, body, '') : [];
    if (extra.length) return { problem: 'undocumented field', detail: `${status}: ${[...new Set(extra)].join(', ')}` };
  }
  return null;
}

// Fields of `value` the schema does not list (where it lists its properties and allows no others).
export function undocumentedFields(schema: Schema, value: unknown, at: string): string[] {
  // A value fits a oneOf/anyOf when it fits one of its schemas: the closest one speaks for it.
  const choices = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])] as Schema[];
  if (choices.length) return choices.map((choice) => undocumentedFields(choice, value, at)).reduce((best, next) => (next.length < best.length ? next : best));
  const subs = (schema.allOf ?? []) as Schema[];
  if (Array.isArray(value)) {
    const items = (schema as { items?: Schema }).items;
    return items ? value.slice(0, 5).flatMap((item, i) => undocumentedFields(items, item, `${at}[${i}]`)) : [];
  }
  if (value === null || typeof value !== 'object') return [];
  const properties: Record<string, Schema> = { ...(schema.properties as Record<string, Schema> | undefined) };
  for (const sub of subs) Object.assign(properties, sub.properties);
  const open = schema.additionalProperties !== undefined && schema.additionalProperties !== false;
  if (Object.keys(properties).length === 0) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    const prop = properties[key];
    if (!prop) return open ? [] : [`${at}.${key}`];
    return undocumentedFields(prop, inner, `${at}.${key}`);
  });
}

export function describe(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return (text ?? '').slice(0, 200);
}
