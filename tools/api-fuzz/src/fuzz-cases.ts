// The requests of one operation, derived from its document entry alone. Every case is a pure function of
// (seed, operation, case number), so a failure printed with those three is sent again exactly.
import fc from 'fast-check';
import { type TokenKind, tokenKinds } from './fuzz-tokens';
import { deepArrayText, deepObjectText, jsonValue, missing, RawJson, urlValue, type ValueClass, validValue, valueClasses } from './fuzz-values';
import type { Operation, Schema } from './openapi-operations';

type Pointer = (string | number)[];
export type Field = { where: 'path' | 'query' | 'body'; name: string; pointer: Pointer; schema: Schema };

const bodyShapes = [
  'absent',
  'empty',
  'null',
  'array',
  'string',
  'number',
  'malformed',
  'trailing-garbage',
  'bom',
  'duplicate-keys',
  'proto-pollution',
  'text-plain',
  'form-encoded',
  'utf16-charset',
  'bad-utf8',
  'deep-array',
  'deep-object',
  'deep-mixed',
  'wide-object',
  'huge',
] as const;
// Bodies sent to operations that take none (a GET cannot carry one).
const strayBodyShapes = ['malformed', 'deep-array', 'deep-object', 'huge'] as const;
type BodyShape = (typeof bodyShapes)[number];

export type CaseSpec =
  | { kind: 'baseline'; token: TokenKind }
  | { kind: 'field'; field: Field; cls: ValueClass }
  | { kind: 'body'; shape: BodyShape }
  | { kind: 'extra-segment' };

export const extraSegmentLabel = 'extra path segment';

export type FuzzCase = {
  op: Operation;
  index: number;
  label: string;
  token: TokenKind;
  tokenPick: number;
  url: string;
  contentType?: string;
  body?: string | Buffer | FormData;
};

// Tokens of every role are likelier than none: a handler is only reached past the guards.
const tokenArb = fc.oneof(
  { arbitrary: fc.constantFrom<TokenKind>('none', 'forged'), weight: 2 },
  { arbitrary: fc.constantFrom<TokenKind>('owner', 'admin', 'editor'), weight: 3 },
);

const isMultipart = (op: Operation) => op.body?.contentType.startsWith('multipart/') ?? false;

// Every field of the body, nested objects and the first item of arrays of objects included.
function bodyFields(schema: Schema, pointer: Pointer = [], depth = 0): Field[] {
  if (depth > 3) return [];
  return Object.entries(schema.properties ?? {}).flatMap(([name, raw]) => {
    const prop = raw as Schema;
    const here: Field = { where: 'body', name: [...pointer, name].join('.'), pointer: [...pointer, name], schema: prop };
    const items = (prop as { items?: Schema }).items;
    const inner = prop.properties ? bodyFields(prop, [...pointer, name], depth + 1) : items?.properties ? bodyFields(items, [...pointer, name, 0], depth + 1) : [];
    return [here, ...inner];
  });
}

export function fieldsOf(op: Operation): Field[] {
  return [
    ...op.parameters.map((p): Field => ({ where: p.in, name: p.name, pointer: [p.name], schema: p.schema })),
    ...(op.body ? bodyFields(op.body.schema) : []),
  ];
}

// The fixed list every run sends: each caller with a right request, each field with each class of bad
// value, and the body itself malformed in every way. Deletes come last in a run (see orderOperations).
export function caseSpecs(op: Operation): CaseSpec[] {
  const specs: CaseSpec[] = tokenKinds.map((token) => ({ kind: 'baseline', token }));
  for (const field of fieldsOf(op)) for (const cls of valueClasses) specs.push({ kind: 'field', field, cls });
  if (op.method !== 'GET') {
    const shapes = op.body && !isMultipart(op) ? bodyShapes : strayBodyShapes;
    for (const shape of shapes) specs.push({ kind: 'body', shape });
  }
  specs.push({ kind: 'extra-segment' });
  return specs;
}

// A random spec of the operation, for runs longer than the fixed list.
export const randomSpecArb = (op: Operation): fc.Arbitrary<CaseSpec> => fc.constantFrom(...caseSpecs(op));

// fast-check's seeded generator: one value per (seed, operation, case number).
export function seedOf(seed: number, op: Operation, index: number): number {
  let h = seed >>> 0;
  for (const ch of `${op.key}#${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h | 0;
}

function sampleOne<T>(arb: fc.Arbitrary<T>, seed: number): T {
  const [value] = fc.sample(arb, { seed, numRuns: 1 });
  return value as T;
}

// Percent-encoding that also carries lone surrogates, as the (invalid) UTF-8 bytes a broken client sends.
// Cut at `limit` characters: the gateway refuses longer URLs (8 KB) before a service sees them.
export function encodeUrlText(text: string, limit = 7000): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const encoded =
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(ch);
    if (out.length + encoded.length > limit) break;
    out += encoded;
  }
  return out;
}

// JSON text with RawJson values spliced in verbatim.
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return raws.reduce((out, raw, i) => out.replace(`"@@raw${i}@@"`, () => raw), text ?? '');
}

function setAt(target: unknown, pointer: Pointer, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const step of pointer.slice(0, -1)) {
    if (node[step] === null || typeof node[step] !== 'object') return;
    node = node[step] as Record<string | number, unknown>;
  }
  const last = pointer[pointer.length - 1] as string | number;
  if (value === missing) delete node[last];
  else node[last] = value;
}

// A 1x1 PNG: a right upload needs a real image.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export function buildCase(op: Operation, spec: CaseSpec, index: number, seed: number): FuzzCase {
  const caseSeed = seedOf(seed, op, index);
  const [randomToken, tokenPick] = sampleOne(fc.tuple(tokenArb, fc.nat({ max: 1000 })), caseSeed);
  const token = spec.kind === 'baseline' ? spec.token : randomToken;
  const pathValues = new Map<string, string | string[] | typeof missing>();
  const query: [string, string | string[] | typeof missing][] = [];
  for (const p of op.parameters) {
    const value = String(validValue(p.schema, p.name));
    if (p.in === 'path') pathValues.set(p.name, value);
    else query.push([p.name, value]);
  }
  const body: unknown = op.body ? validValue(op.body.schema) : undefined;
  let label = spec.kind === 'baseline' ? 'valid-looking request' : spec.kind === 'body' ? `body: ${spec.shape}` : spec.kind === 'extra-segment' ? extraSegmentLabel : '';
  let extraSegment = spec.kind === 'extra-segment';

  if (spec.kind === 'field') {
    const { field, cls } = spec;
    label = `${field.where} ${field.name}: ${cls}`;
    if (field.where === 'body') {
      const value = sampleOne(jsonValue(cls, field.schema), caseSeed ^ 0x5bd1e995);
      if (cls === 'extra') setAt(body, [...field.pointer.slice(0, -1), 'fuzzExtraField'], value);
      else setAt(body, field.pointer, value);
    } else {
      const value = sampleOne(urlValue(cls, field.schema), caseSeed ^ 0x5bd1e995);
      if (field.where === 'path') {
        if (cls === 'extra') {
          extraSegment = true;
          label = extraSegmentLabel;
        } else pathValues.set(field.name, value);
      } else if (cls === 'extra') query.push(['fuzzExtraParam', typeof value === 'string' ? value : 'extra']);
      else {
        const at = query.findIndex(([name]) => name === field.name);
        query[at] = [field.name, value];
      }
    }
  }

  let url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = pathValues.get(name);
    return value === missing || value === undefined ? '' : encodeUrlText(Array.isArray(value) ? value.join(',') : value);
  });
  if (extraSegment) url += '/fuzz-extra';
  const search = query.flatMap(([name, value]) => (value === missing ? [] : (Array.isArray(value) ? value : [value]).map((v) => `${encodeUrlText(name)}=${encodeUrlText(v)}`)));
  if (search.length) url += `?${search.join('&')}`;

  const fuzzCase: FuzzCase = { op, index, label, token, tokenPick, url };
  if (isMultipart(op)) {
    if (spec.kind === 'body') Object.assign(fuzzCase, strayBody(spec.shape));
    else fuzzCase.body = formData(op.body?.schema ?? {}, body as Record<string, unknown>);
  } else if (spec.kind === 'body') {
    Object.assign(fuzzCase, op.body ? shapedBody(spec.shape, body) : strayBody(spec.shape));
  } else if (op.body) {
    fuzzCase.contentType = 'application/json';
    fuzzCase.body = jsonText(body);
  }
  return fuzzCase;
}

function formData(schema: Schema, values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values ?? {})) {
    const prop = schema.properties?.[name] as Schema | undefined;
    if (value === missing) continue;
    if (prop?.format === 'binary' && value === validValue(prop, name)) form.append(name, new Blob([tinyPng], { type: 'image/png' }), 'fuzz.png');
    else form.append(name, value instanceof RawJson ? value.text : typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

const json = (text: string) => ({ contentType: 'application/json', body: text });

function strayBody(shape: BodyShape): Pick<FuzzCase, 'contentType' | 'body'> {
  return shapedBody(shape, {});
}

function shapedBody(shape: BodyShape, valid: unknown): Pick<FuzzCase, 'contentType' | 'body'> {
  const text = jsonText(valid);
  const firstKey = Object.keys((valid as Record<string, unknown>) ?? {})[0] ?? 'a';
  switch (shape) {
    case 'absent':
      return {};
    case 'empty':
      return json('');
    case 'null':
      return json('null');
    case 'array':
      return json(`[${text}]`);
    case 'string':
      return json('"just a string"');
    case 'number':
      return json('42');
    case 'malformed':
      return json('{"a":');
    case 'trailing-garbage':
      return json(`${text}x`);
    case 'bom':
      return json(`\uFEFF${text}`);
    case 'duplicate-keys':
      return json(text.replace(/^\{/, `{"${firstKey}":1,`));
    case 'proto-pollution':
      return json(text.replace(/^\{/, '{"__proto__":{"isAdmin":true,"role":"owner"},"constructor":{"prototype":{"polluted":true}},'));
    case 'text-plain':
      return { contentType: 'text/plain', body: text };
    case 'form-encoded':
      return { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(Object.entries((valid as Record<string, string>) ?? {}).map(([k, v]) => [k, String(v)])).toString() };
    case 'utf16-charset':
      return { contentType: 'application/json; charset=utf-16', body: Buffer.from(text, 'utf16le') };
    case 'bad-utf8':
      return { contentType: 'application/json', body: Buffer.concat([Buffer.from(`{"${firstKey}":"`), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('"}')]) };
    case 'deep-array':
      return json(deepArrayText());
    case 'deep-object':
      return json(deepObjectText());
    case 'deep-mixed':
      return json(`${'[{"a":'.repeat(2000)}1${'}]'.repeat(2000)}`);
    case 'wide-object':
      return json(`{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')}}`);
    case 'huge':
      return json(JSON.stringify({ [firstKey]: 'h'.repeat(2 * 1024 * 1024) }));
  }
}
