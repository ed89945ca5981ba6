import querystring from 'node:querystring';
import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

// How large a body's structure may be, judged at parse time before any DTO sees it: class-validator and
// class-transformer recurse once per level, so a JSON array 5,000 deep overflowed the stack (a 500), and a
// body of 100,000 unknown keys made a whitelist message naming every one. No form or editor sends more
// than a few levels or a few thousand values (site settings, a post's sections).
export type BodyLimits = { maxJsonDepth: number; maxJsonEntries: number; maxFormFields: number };
export const defaultBodyLimits: BodyLimits = { maxJsonDepth: 32, maxJsonEntries: 20_000, maxFormFields: 1_000 };

// JSON (an empty body is {}, as clients that send the header without a body expect; prototype poisoning is
// refused), plain HTML forms and text. Bodies are read as bytes and decoded strictly: Fastify's own string
// reading replaces bad bytes, then reports the grown length as "Request body size did not match Content-Length".
// Every refusal is a 400 naming the problem, through the app's error filter like any other.
export function registerBodyParsers(fastify: FastifyInstance, limits: BodyLimits = defaultBodyLimits): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === undefined) return done(notUtf8());
    if (text === '') return done(null, {});
    parseJson(req, text, (error, value) => {
      if (error) return done(error);
      const problem = jsonShapeProblem(value, limits);
      done(problem ? new BadRequestException(problem) : null, value);
    });
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_req, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === undefined) return done(notUtf8());
    // querystring stops at maxKeys silently; one more than the limit tells a full form from an overfull one.
    const fields = querystring.parse(text, '&', '=', { maxKeys: limits.maxFormFields + 1 });
    if (Object.keys(fields).length > limits.maxFormFields) return done(new BadRequestException(`The form has more than ${limits.maxFormFields} fields`));
    done(null, { ...fields });
  });
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_req, body, done) => {
    const text = decodeUtf8(body as Buffer);
    done(text === undefined ? notUtf8() : null, text);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Buffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

const notUtf8 = () => new BadRequestException('The request body is not valid UTF-8');

// Walks the parsed value without recursion, so its own depth costs no stack.
function jsonShapeProblem(value: unknown, limits: BodyLimits): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  let entries = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limits.maxJsonDepth) return `The JSON body nests deeper than ${limits.maxJsonDepth} levels`;
    const children = Array.isArray(node) ? node : Object.values(node);
    entries += children.length;
    if (entries > limits.maxJsonEntries) return `The JSON body has more than ${limits.maxJsonEntries} keys and array items`;
    for (const child of children) pending.push([child, depth + 1]);
  }
  return undefined;
}
