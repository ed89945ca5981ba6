import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { WebServerConfig } from './config.js';
import { drain } from './drain.js';

// Kubernetes allows 30 s for the whole stop, its 5 s preStop pause included; a render takes well under a second.
const drainGraceMs = 10_000;

// Serves the build in this process (resolving once it listens) until SIGTERM or SIGINT, then drains
// and exits 0.
export async function serve(config: WebServerConfig, webRoot: string): Promise<void> {
  // Imported only now: React reads NODE_ENV when it is first loaded.
  const { createApp } = await import('./app.js');
  const build = (await import(pathToFileURL(path.join(webRoot, 'build/server/index.js')).href)) as ServerBuild;
  const server = createApp(build, path.join(webRoot, 'build/client')).listen(config.port);
  server.on('error', (error) => {
    console.error(`web: cannot listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });
  await new Promise((listening) => server.once('listening', listening));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const finished = await drain(server, drainGraceMs);
    if (!finished) console.error(`web: requests still running after ${drainGraceMs / 1000} s were cut off`);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
