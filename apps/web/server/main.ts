// The production web server: `node apps/web/dist/server/main.js` after `npx nx run @hvac/web:build`.
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig, type WebServerConfig } from './config.js';
import { redactConsole } from './redact-secrets.js';

// Before anything logs: preview and newsletter links never reach this server's log.
redactConsole();

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// This server runs the production build, and React picks its production or development build when it
// is first loaded: NODE_ENV is settled before anything imports React. Development has its own server
// (`npx nx run @hvac/web:dev`).
if (process.env.NODE_ENV !== 'production') {
  if (process.env.NODE_ENV) console.warn(`web: NODE_ENV=${process.env.NODE_ENV} ignored: this server runs the production build`);
  process.env.NODE_ENV = 'production';
}

let config: WebServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`web: ${error.message}`);
  process.exit(1);
}

if (config.workers > 1 && cluster.isPrimary) {
  const { supervise } = await import('./supervise.js');
  supervise(config.workers, config.port);
  // The primary answers for all workers; they each count their own requests.
  const { startMetricsServer } = await import('./metrics.js');
  await startMetricsServer(config.metricsPort, true);
} else {
  const { serve } = await import('./serve.js');
  await serve(config, webRoot);
  if (cluster.isPrimary) {
    const { startMetricsServer } = await import('./metrics.js');
    await startMetricsServer(config.metricsPort, false);
  }
  if (cluster.isPrimary) console.log(`web: listening on http://localhost:${config.port}`);
}
