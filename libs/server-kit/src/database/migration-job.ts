import { ConfigError, validateEnv } from '../config';
import { DatabaseUrlEnv } from '../config/common-env';
import { openMigratedDataSource, type SchemaDatabaseOptions } from './schema-database';

// The migration job of compose and Kubernetes: validate the settings, apply pending migrations, exit.
// Output and errors start with the service name, so a job's log says whose migrations it ran.
export function runMigrationJob<T extends DatabaseUrlEnv>(
  service: string,
  database: (databaseUrl: string) => SchemaDatabaseOptions,
  settings: new () => T = DatabaseUrlEnv as new () => T,
): void {
  const migrate = async () => {
    const env = validateEnv(settings);
    const { dataSource, applied } = await openMigratedDataSource(database(env.DATABASE_URL));
    await dataSource.destroy();
    process.stdout.write(`${service}: ${applied.length} migration(s) applied\n`);
  };
  migrate().catch((error: unknown) => {
    process.stderr.write(`${service}: ${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  });
}
