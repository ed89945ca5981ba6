import 'reflect-metadata';
import { ConfigError, listenHost, loadMetricsPort, startMetricsServerOrWarn } from '@hvac/server-kit';
import { createAuthApp } from './app.setup';
import { loadAuthEnv } from './config/load-env';
import { resolveTokenKeys } from './tokens/token-keys';

async function main(): Promise<void> {
  const env = loadAuthEnv();
  const metricsPort = loadMetricsPort('auth-api');
  const keys = resolveTokenKeys(env, (line) => process.stdout.write(`auth-api: ${line}\n`));
  const app = await createAuthApp(env, keys);
  await app.listen(env.PORT, listenHost);
  await startMetricsServerOrWarn(metricsPort, (message) => process.stderr.write(`auth-api: ${message}\n`));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`auth-api: ${error.message}\n`);
  } else {
    process.stderr.write(`auth-api failed to start: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
});
