import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import compressible from 'compressible';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import vary from 'vary';

// JSON compresses well at the fastest level; the gateway caches the compressed copy anyway.
const level = zlib.constants.Z_BEST_SPEED;
const threshold = 1024;
type Encoding = 'br' | 'gzip' | 'deflate';
const supported = ['br', 'gzip', 'deflate', 'identity'];
const preferred = ['br', 'gzip'];
const brotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 };
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
// negotiator 0.6 takes the server's preference order as a second argument; its typings omit it.
type EncodingNegotiator = { encoding: (available: readonly string[], preferred: readonly string[]) => string | undefined };

const wholeCompressors: Record<Encoding, (body: Buffer) => Buffer> = {
  gzip: (body) => zlib.gzipSync(body, { level }),
  deflate: (body) => zlib.deflateSync(body, { level }),
  br: (body) => zlib.brotliCompressSync(body, { params: brotliParams }),
};

const streamCompressors: Record<Encoding, () => zlib.Gzip | zlib.Deflate | zlib.BrotliCompress> = {
  gzip: () => zlib.createGzip({ level }),
  deflate: () => zlib.createDeflate({ level }),
  br: () => zlib.createBrotliCompress({ params: brotliParams }),
};

// Compressed copies of recent replies by encoding and strong content hash: a read whose rows have
// not changed since the last one builds the same bytes, and deflating them again was the largest
// single cost of an uncached read. A reply is still built from the database every time; only the
// deflate of identical bytes is skipped.
const compressedCopies = new LRUCache<string, Buffer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (copy) => copy.length + 64 });

function compressedCopy(method: Encoding, body: Buffer): Buffer {
  const key = `${method}:${createHash('sha256').update(body).digest('base64')}`;
  const known = compressedCopies.get(key);
  if (known) return known;
  const compressed = wholeCompressors[method](body);
  compressedCopies.set(key, compressed);
  return compressed;
}

// gzip (or br/deflate, as negotiated) for every compressible reply of 1 KB or more. A reply sent
// whole, as every JSON reply is, is compressed in one synchronous call: a zlib stream per request
// costs several times the deflate itself. Streamed replies (the API documentation's static files)
// go through a zlib stream. Registered after the ETag hook, which hashes the uncompressed bytes.
export function registerCompression(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const method = encodingFor(req, reply, payload);
    if (!method) return payload;
    if (isStream(payload)) {
      reply.header('content-encoding', method).removeHeader('content-length');
      return payload.pipe(streamCompressors[method]());
    }
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload as string);
    if (body.length < threshold) return payload;
    const compressed = compressedCopy(method, body);
    reply.header('content-encoding', method).header('content-length', compressed.length);
    return compressed;
  });
}

const isStream = (payload: unknown): payload is Readable => typeof (payload as Readable | null)?.pipe === 'function';

// The checks the `compression` middleware makes, in its order.
function encodingFor(req: FastifyRequest, reply: FastifyReply, payload: unknown): Encoding | undefined {
  if (payload === null || payload === undefined || reply.statusCode === 204 || reply.statusCode === 304) return undefined;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload) && !isStream(payload)) return undefined;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !compressible(type)) return undefined;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl === 'string' && noTransform.test(cacheControl)) return undefined;
  // Caches must keep the encodings apart even for a reply too small to compress this time.
  reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), 'Accept-Encoding'));
  if (req.method === 'HEAD') return undefined;
  if (Number(reply.getHeader('content-length')) < threshold) return undefined;
  if ((reply.getHeader('content-encoding') ?? 'identity') !== 'identity') return undefined;
  const method = (new Negotiator(req.raw) as unknown as EncodingNegotiator).encoding(supported, preferred);
  // Negotiator answers one of `supported`.
  return method && method !== 'identity' ? (method as Encoding) : undefined;
}
