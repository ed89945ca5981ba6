// Production server: hashed static files under /assets/, public files from build/client, and
// everything else through React Router's request handler (server rendering).
// Start from the repo root: `node apps/web/server.js` (after `npx nx run @hvac/web:build`).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

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
  if (!file.startsWith(clientDir + path.sep)) return false;
  const ext = path.extname(file);
  if (!mime[ext]) return false;
  let info;
  try {
    info = await stat(file);
  } catch {
    return false;
  }
  if (!info.isFile()) return false;
  res.statusCode = 200;
  res.setHeader('Content-Type', mime[ext]);
  res.setHeader('Content-Length', info.size);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}

// React picks its production or development build when first imported, so NODE_ENV is settled first.
const { createRequestListener } = await import('@react-router/node');
const build = await import('./build/server/index.js');
const handleDocument = createRequestListener({ build, mode: process.env.NODE_ENV });

const server = createServer(async (req, res) => {
  try {
    if (await serveStatic(req, res)) return;
    await handleDocument(req, res);
  } catch (error) {
    console.error('web: request failed', error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
  }
});

server.listen(port, () => console.log(`web: listening on http://localhost:${port}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
