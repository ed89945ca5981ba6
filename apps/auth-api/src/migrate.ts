import 'reflect-metadata';
import { ConfigError, validateEnv } from '@hvac/server-kit';
import { DatabaseEnv } from './config/database-env';
import { openMigratedDataSource } from './database/open-data-source';

// The migration job of compose and Kubernetes: apply pending migrations and exit.
async function migrate(): Promise<void> {
  const env = validateEnv(DatabaseEnv);
  const { dataSource, applied } = await openMigratedDataSource(env.DATABASE_URL);
  await dataSource.destroy();
  process.stdout.write(`auth-api: ${applied} migration(s) applied\n`);
}

migrate().catch((error: unknown) => {
  process.stderr.write(`auth-api: ${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
