import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

// JSON compresses well at the fastest level; the gateway caches the compressed copy anyway.
const level = zlib.constants.Z_BEST_SPEED;
const threshold = 1024;
// compression's own negotiation table and brotli quality, so both paths pick the same encoding.
const supported = ['br', 'gzip', 'deflate', 'identity'];
const preferred = ['br', 'gzip'];
const brotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 };
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
// negotiator 0.6 takes the server's preference order as a second argument; its typings omit it.
type EncodingNegotiator = { encoding: (available: readonly string[], preferred: readonly string[]) => string | undefined };

const compressors: Record<string, (body: Buffer) => Buffer> = {
  gzip: (body) => zlib.gzipSync(body, { level }),
  deflate: (body) => zlib.deflateSync(body, { level }),
  br: (body) => zlib.brotliCompressSync(body, { params: brotliParams }),
};

// Compressed copies of recent replies by encoding and strong content hash: a read whose rows have
// not changed since the last one builds the same bytes, and deflating them again was the largest
// single cost of an uncached read. A reply is still built from the database every time; only the
// deflate of identical bytes is skipped.
const compressedCopies = new LRUCache<string, Buffer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (copy) => copy.length + 64 });

function compressedCopy(method: string, compress: (body: Buffer) => Buffer, body: Buffer): Buffer {
  const key = `${method}:${createHash('sha256').update(body).digest('base64')}`;
  const known = compressedCopies.get(key);
  if (known) return known;
  const compressed = compress(body);
  compressedCopies.set(key, compressed);
  return compressed;
}

// gzip (or br/deflate, as negotiated) for every compressible reply of 1 KB or more sent whole, as
// res.json and res.send do, in one synchronous call: a zlib stream per request costs several times
// the deflate itself. A streamed reply passes untouched.
export function compressWholeReplies(): RequestHandler {
  return wholeBodyCompression;
}

// Streamed replies (the API documentation's static files) go through `compression`, mounted only
// where they are: its wrappers cost every other request more than its work saves them.
export function compressStreamedReplies(): RequestHandler {
  return compression({ level, threshold });
}

function wholeBodyCompression(req: Request, res: Response, next: NextFunction): void {
  const end = res.end as (this: Response, ...args: unknown[]) => Response;
  const write = res.write;
  let streamed = false;
  res.write = function (this: Response, ...args: Parameters<Response['write']>) {
    streamed = true;
    return write.apply(this, args);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
    const method = !streamed && Buffer.isBuffer(body) ? encodingFor(req, res, body) : undefined;
    const compress = method ? compressors[method] : undefined;
    if (!method || !compress) return end.call(this, chunk, encoding, callback);
    const compressed = compressedCopy(method, compress, body as Buffer);
    res.setHeader('Content-Encoding', method);
    res.setHeader('Content-Length', compressed.length);
    return end.call(this, compressed, typeof encoding === 'function' ? encoding : callback);
  } as Response['end'];
  next();
}

// The checks `compression` makes before it compresses, in its order.
function encodingFor(req: Request, res: Response, body: Buffer): string | undefined {
  if (res.headersSent || !compression.filter(req, res)) return undefined;
  const cacheControl = res.getHeader('Cache-Control');
  if (typeof cacheControl === 'string' && noTransform.test(cacheControl)) return undefined;
  // Caches must keep the encodings apart even for a reply too small to compress this time.
  res.vary('Accept-Encoding');
  if (body.length < threshold || req.method === 'HEAD') return undefined;
  if (Number(res.getHeader('Content-Length')) < threshold) return undefined;
  if ((res.getHeader('Content-Encoding') ?? 'identity') !== 'identity') return undefined;
  const method = (new Negotiator(req) as unknown as EncodingNegotiator).encoding(supported, preferred);
  return method && method !== 'identity' ? method : undefined;
}
