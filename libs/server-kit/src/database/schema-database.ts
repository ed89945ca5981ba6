import path from 'node:path';
import { Client } from 'pg';
import { DataSource, type DataSourceOptions, type Migration } from 'typeorm';
import { EmbeddedSnakeNamingStrategy } from './embedded-snake-naming.strategy';

type PostgresConnectionOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

// One Postgres schema owned by one service: its tables, its migrations and the advisory lock that
// serialises those migrations across the service's replicas and its migration job.
export type SchemaDatabaseOptions = {
  url: string;
  schema: string;
  // Migration classes, or globs such as migrationGlobs() gives.
  migrations: NonNullable<PostgresConnectionOptions['migrations']>;
  entities?: PostgresConnectionOptions['entities'];
  // Arbitrary but fixed per schema; every process that migrates the schema must use the same one.
  migrationLockKey: number;
};

const schemaName = /^[a-z_][a-z0-9_]*$/;

export function schemaDataSourceOptions(options: SchemaDatabaseOptions): PostgresConnectionOptions {
  if (!schemaName.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    synchronize: false,
    migrationsRun: false,
    entities: options.entities ?? [],
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new EmbeddedSnakeNamingStrategy(),
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

// Every `migrations` folder below a service's root (src in tests, dist at run time), so feature
// modules ship their migrations beside their code. TypeORM globs want forward slashes.
export const migrationGlobs = (appRoot: string): string[] => [path.join(appRoot, '**/migrations/*.{js,ts}').split(path.sep).join('/')];

// TypeORM takes no lock of its own, so replicas starting together would run the same migration twice.
// The lock is a session lock on a connection of its own: closing that connection releases it whatever
// happened, so a failed unlock can never leave it held on a pooled connection. The schema is created
// under the same lock (TypeORM keeps its migrations table inside it).
async function withMigrationLock<T>(options: SchemaDatabaseOptions, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: options.url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [options.migrationLockKey]);
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    } catch (error) {
      // A process of an earlier release creates the schema without the lock; losing that race on the
      // catalogue shows as a unique violation or a duplicate schema.
      if (!['23505', '42P06'].includes((error as { code?: string }).code ?? '')) throw error;
    }
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

// A DataSource on the schema with every pending migration applied; `applied` lists what this call ran.
export async function openMigratedDataSource(
  options: SchemaDatabaseOptions,
  dataSourceOptions: DataSourceOptions = schemaDataSourceOptions(options),
): Promise<{ dataSource: DataSource; applied: Migration[] }> {
  return withMigrationLock(options, async () => {
    const dataSource = await new DataSource(dataSourceOptions).initialize();
    try {
      return { dataSource, applied: await dataSource.runMigrations({ transaction: 'each' }) };
    } catch (error) {
      await dataSource.destroy();
      throw error;
    }
  });
}
