import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express } from 'express';
import type { ServerBuild } from 'react-router';
import { requestMetrics } from './metrics.js';

// Pages are compressed on every uncached render: level 1 costs 0.22 ms for the 58 KB home page where
// level 6 (zlib's default) costs 0.50 ms, for 12.9 KB instead of 11.5 KB. Hashed assets are requested
// once per visitor and cached for a year, so they get zlib's default.
const pageCompression = compression({ level: 1 });
const assetCompression = compression();

// Static files and server-rendered pages of the production build. Cache-Control is the gateway's
// alone (deploy/gateway): nothing here sets it.
export function createApp(build: ServerBuild, clientDir: string): Express {
  const app = express();
  app.disable('x-powered-by');
  // The gateway is the one hop in front: its X-Forwarded-Proto and -Host give React Router the page's
  // real origin, which its check of form posts compares with the browser's Origin.
  app.set('trust proxy', 1);
  // Every request, static or rendered, counted by route template and timed (served on METRICS_PORT).
  app.use(requestMetrics(build));
  // Hashed build output: a name that is not there is a plain 404, never a rendered page.
  app.use('/assets', assetCompression, express.static(path.join(clientDir, 'assets'), { cacheControl: false, fallthrough: false, index: false, redirect: false }));
  app.use(pageCompression);
  // Icons, the Open Graph image and the other files of app's public/ folder: only a name with an
  // extension is looked for on disk, so a page costs no file-system call.
  app.get(/^\/[^/]+\.[a-z]+$/, express.static(clientDir, { cacheControl: false, index: false, redirect: false }));
  app.use(createRequestHandler({ build, mode: 'production' }));
  return app;
}
