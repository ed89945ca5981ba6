// The values a field is fuzzed with, by class, as fast-check arbitraries: what a broken client or an
// attacker sends. Deep and huge values are RawJson (their JSON text is built directly: stringifying a
// 5,000-deep array is the very recursion the services must not do either).
import fc from 'fast-check';
import type { Schema } from './openapi-operations';

export const valueClasses = ['missing', 'extra', 'wrong-type', 'boundary', 'huge', 'nested-array', 'nested-object', 'unicode', 'sql', 'html'] as const;
export type ValueClass = (typeof valueClasses)[number];

export class RawJson {
  constructor(readonly text: string) {}
}
export const missing = Symbol('missing');

export const deepArrayText = (depth = 5000) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const deepObjectText = (depth = 3000) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

// Characters that break naive handling: right-to-left overrides, piles of combining marks, NUL, lone
// surrogates (invalid UTF-16; invalid UTF-8 once encoded), BOM, zero-width and astral characters.
const unicodeSamples = [
  '\u202Egnp.exe\u202C',
  'مرحبا بالعالم שלום',
  `e${'\u0301'.repeat(200)}`,
  'Z\u0335\u0321\u031B\u0358\u0344a\u0337\u0322l\u0336g\u0334o',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uFEFFbom',
  'zero\u200Bwidth\u2060joiner',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\u{10FFFF}\u{1F4A9}',
  '\r\n\t\u000B\u0085\u2028\u2029',
];
const sqlSamples = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "' UNION SELECT NULL, version() --",
  "1' AND 1=CAST((SELECT current_user) AS int) --",
  "'; SELECT pg_sleep(0); --",
  '%',
  '_',
  '\\',
  "O'Brien",
  '$1',
];
const htmlSamples = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '<!--',
  ']]><x/>',
  '&lt;&#x3C;&#0000060;',
];

const typeOf = (schema: Schema): string => {
  if (schema.type) return schema.type;
  if (schema.enum?.length) return typeof schema.enum[0];
  if (schema.properties) return 'object';
  return 'string';
};

const asNumber = (schema: Schema, key: 'minimum' | 'maximum' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems') =>
  typeof schema[key] === 'number' ? (schema[key] as number) : undefined;

// A value the document says is right: an example, the first enum value, or the smallest thing of its type.
export function validValue(schema: Schema, name = ''): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const sub = schema.allOf?.[0] ?? schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (sub) return validValue(sub as Schema, name);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(asNumber(schema, 'minimum') ?? 1, 1);
    case 'boolean':
      return true;
    case 'array': {
      const item = validValue(((schema as { items?: Schema }).items ?? {}) as Schema, name);
      return Array.from({ length: Math.max(asNumber(schema, 'minItems') ?? 1, 1) }, () => item);
    }
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, prop]) => [key, validValue(prop as Schema, key)]));
    default:
      return validString(schema, name);
  }
}

function validString(schema: Schema, name: string): string {
  if (schema.format === 'email' || /e-?mail/i.test(name)) return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2025-01-31T12:00:00.000Z';
  if (schema.format === 'date') return '2025-01-31';
  if (schema.format === 'uuid' || /^id$|Id$/.test(name)) return schema.format === 'uuid' ? '7f0f4a4c-5e43-4a52-9a4e-2b0d9c3f1e11' : '1';
  if (schema.format === 'uri' || /url|link/i.test(name)) return 'https://example.com/fuzz';
  const min = asNumber(schema, 'minLength') ?? 1;
  const max = asNumber(schema, 'maxLength') ?? Math.max(min, 12);
  return 'fuzz value'.padEnd(min, 'z').slice(0, Math.max(min, Math.min(max, 10)));
}

// A JSON field's value of one class (`missing` removes the field; `extra` is handled by the caller).
export function jsonValue(cls: ValueClass, schema: Schema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  switch (cls) {
    case 'missing':
      return fc.constant(missing);
    case 'extra':
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant('extra'));
    case 'wrong-type':
      return fc.constantFrom(
        ...[
          type === 'string' ? 12345 : 'not a ' + type,
          type === 'boolean' ? 'true' : false,
          type === 'number' || type === 'integer' ? '42' : 42.5,
          null,
          [],
          ['a', 1],
          {},
          { nested: 'object' },
          type === 'array' ? 'a,b' : [validValue(schema)],
          new RawJson('1e999'),
        ],
      );
    case 'boundary':
      return boundaryValues(schema, type);
    case 'huge':
      return fc.constantFrom(
        new RawJson(JSON.stringify('h'.repeat(900_000))),
        new RawJson(JSON.stringify('h'.repeat(1_100_000))),
        new RawJson(`[${Array.from({ length: 60_000 }, () => '"x"').join(',')}]`),
        new RawJson(`{${Array.from({ length: 30_000 }, (_, i) => `"k${i}":1`).join(',')}}`),
        new RawJson('9'.repeat(5000)),
      );
    case 'nested-array':
      return fc.constant(new RawJson(deepArrayText()));
    case 'nested-object':
      return fc.constant(new RawJson(deepObjectText()));
    case 'unicode':
      return fc.oneof(fc.constantFrom(...unicodeSamples), fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }));
    case 'sql':
      return fc.constantFrom(...sqlSamples);
    case 'html':
      return fc.constantFrom(...htmlSamples);
  }
}

function boundaryValues(schema: Schema, type: string): fc.Arbitrary<unknown> {
  if (type === 'integer' || type === 'number') {
    const min = asNumber(schema, 'minimum');
    const max = asNumber(schema, 'maximum');
    const edges = [0, -1, 1.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308];
    if (min !== undefined) edges.push(min - 1, min);
    if (max !== undefined) edges.push(max, max + 1);
    return fc.constantFrom(...edges);
  }
  if (type === 'array') {
    const item = validValue(((schema as { items?: Schema }).items ?? {}) as Schema);
    const max = asNumber(schema, 'maxItems');
    return fc.constantFrom([], ...(max !== undefined ? [Array(max).fill(item), Array(max + 1).fill(item)] : [Array(1000).fill(item)]));
  }
  if (type === 'boolean' || type === 'object') return fc.constantFrom(0, 1, '', {});
  const min = asNumber(schema, 'minLength') ?? 0;
  const max = asNumber(schema, 'maxLength');
  const lengths = [0, 1, min, Math.max(min - 1, 0), ...(max !== undefined ? [max, max + 1] : [255, 256, 10_000])];
  // Astral characters: one character, two UTF-16 units, four bytes.
  return fc.oneof(
    fc.constantFrom(...lengths).map((n) => 'b'.repeat(n)),
    fc.constantFrom(...lengths).map((n) => '😀'.repeat(n)),
    fc.constantFrom(' ', '   ', '\t\n'),
  );
}

// The same classes for a value in the URL (path segment or query parameter): always text, and no bigger
// than the 8 KB the gateway lets through. An array is a repeated query parameter.
export function urlValue(cls: ValueClass, schema: Schema): fc.Arbitrary<string | string[] | typeof missing> {
  switch (cls) {
    case 'huge':
      return fc.constantFrom('u'.repeat(7000), '9'.repeat(7000), '%'.repeat(2000));
    case 'nested-array':
      return fc.constantFrom('['.repeat(3000), `${'['.repeat(1500)}${']'.repeat(1500)}`);
    case 'nested-object':
      return fc.constantFrom(deepObjectText(300), 'a[b][c][d][e][f][g]');
    case 'wrong-type':
      return fc.oneof(
        fc.constantFrom('abc', '1.5', '-1', '0x10', '1e3', 'NaN', 'Infinity', 'true', 'null', 'undefined', '[]', '{}', ''),
        fc.constant<string[]>([String(validValue(schema)), 'second']),
      );
    default: {
      const value = jsonValue(cls, schema);
      return value.map((v) => (v === missing ? missing : v instanceof RawJson ? v.text.slice(0, 7000) : typeof v === 'string' ? v : JSON.stringify(v)));
    }
  }
}
