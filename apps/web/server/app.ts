import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express } from 'express';
import type { ServerBuild } from 'react-router';

// HTML pages are rendered for every uncached request; gzip level 4 costs about half of level 6 in CPU
// for a page 2 % larger (see README, "Where the time goes").
const compressionLevel = 4;

// Static files and server-rendered pages of the production build. Cache-Control is the gateway's
// alone (deploy/gateway): nothing here sets it.
export function createApp(build: ServerBuild, clientDir: string): Express {
  const app = express();
  app.disable('x-powered-by');
  // The gateway is the one hop in front: its X-Forwarded-Proto and -Host give React Router the page's
  // real origin, which its check of form posts compares with the browser's Origin.
  app.set('trust proxy', 1);
  app.use(compression({ level: compressionLevel }));
  // Hashed build output: a name that is not there is a plain 404, never a rendered page.
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { cacheControl: false, fallthrough: false, index: false, redirect: false }));
  // Icons, the Open Graph image and the other files of app's public/ folder.
  app.use(express.static(clientDir, { cacheControl: false, index: false, redirect: false }));
  app.use(createRequestHandler({ build, mode: 'production' }));
  return app;
}
