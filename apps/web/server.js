// Production server: hashed static files under /assets/, public files from build/client, and
// everything else through React Router's request handler (server rendering).
// Start from the repo root: `node apps/web/server.js` (after `npx nx run @hvac/web:build`).
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');

function fail(message) {
  console.error(`web: ${message}`);
  process.exit(1);
}

function checkUrl(name, required) {
  const value = process.env[name];
  if (!value) {
    if (required) fail(`${name} is required`);
    return;
  }
  try {
    new URL(value);
  } catch {
    fail(`${name} must be an absolute URL, got "${value}"`);
  }
}

process.env.NODE_ENV ??= 'production';
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT must be a port number, got "${process.env.PORT}"`);
checkUrl('CONTENT_API_URL', production);
checkUrl('PUBLIC_SITE_URL', production);
checkUrl('WEB_VITALS_ENDPOINT', false);

const mime = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.js', '.css', '.svg', '.json', '.txt']);

function acceptsGzip(req) {
  return /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
}

// Static files are few and immutable: each is read (and gzipped) once and kept in memory.
const fileCache = new Map();
async function loadStatic(file) {
  if (!fileCache.has(file)) {
    const body = await readFile(file);
    const ext = path.extname(file);
    fileCache.set(file, { body, gz: compressible.has(ext) ? gzipSync(body, { level: 9 }) : null, type: mime[ext] });
  }
  return fileCache.get(file);
}

// Serves a file from build/client if one exists at this path; hashed assets are immutable.
async function serveStatic(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    return false;
  }
  if (pathname === '/' || pathname.includes('\0')) return false;
  const file = path.join(clientDir, pathname);
  if (!file.startsWith(clientDir + path.sep) || !mime[path.extname(file)]) return false;
  try {
    if (!(await stat(file)).isFile()) return false;
  } catch {
    return false;
  }
  const entry = await loadStatic(file);
  const gz = entry.gz && acceptsGzip(req);
  const body = gz ? entry.gz : entry.body;
  res.statusCode = 200;
  res.setHeader('Content-Type', entry.type);
  res.setHeader('Content-Length', body.length);
  res.setHeader('Vary', 'Accept-Encoding');
  if (gz) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

function toRequest(req, res) {
  const proto = req.headers['x-forwarded-proto']?.split(',')[0].trim() || 'http';
  const url = new URL(req.url, `${proto}://${req.headers.host ?? `localhost:${port}`}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  // A visitor who goes away mid-render aborts the loaders' API calls.
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, signal: controller.signal, ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}) });
}

async function sendResponse(req, res, response) {
  res.statusCode = response.status;
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  const body = Readable.fromWeb(response.body);
  // HTML and data responses are compressed here too, so the server is fast without the gateway.
  if (acceptsGzip(req) && /text\/html|json|text\/x-script|turbo-stream/.test(type) && !response.headers.has('content-encoding')) {
    res.removeHeader('Content-Length');
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    await pipeline(body, createGzip({ level: 6 }), res);
  } else {
    await pipeline(body, res);
  }
}

// React picks its production or development build when first imported, so NODE_ENV is settled first.
const { createRequestHandler } = await import('react-router');
const build = await import('./build/server/index.js');
const handle = createRequestHandler(build, process.env.NODE_ENV);

const server = createServer(async (req, res) => {
  try {
    if (await serveStatic(req, res)) return;
    await sendResponse(req, res, await handle(toRequest(req, res)));
  } catch (error) {
    console.error('web: request failed', error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    } else {
      res.destroy();
    }
  }
});

server.listen(port, () => console.log(`web: listening on http://localhost:${port}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
