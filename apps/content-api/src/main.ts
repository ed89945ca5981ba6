import 'reflect-metadata';
import { ConfigError, listenHost, loadMetricsPort, startMetricsServerOrWarn, validateEnv } from '@hvac/server-kit';
import { ContentEnv } from './config/content-env';

async function main(): Promise<void> {
  let env: ContentEnv;
  let metricsPort: number;
  try {
    env = validateEnv(ContentEnv);
    metricsPort = loadMetricsPort('content-api');
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`content-api: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Loaded only once the configuration is known to be good, so a bad variable fails in a blink.
  const { createContentApp } = await import('./app.setup');
  const app = await createContentApp(env);
  await app.listen(env.PORT, listenHost);
  await startMetricsServerOrWarn(metricsPort, (message) => process.stderr.write(`content-api: ${message}\n`));
}

main().catch((error: unknown) => {
  process.stderr.write(`content-api failed to start: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
