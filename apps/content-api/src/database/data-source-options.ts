import path from 'node:path';
import { Client } from 'pg';
import type { DataSource, DataSourceOptions, Migration } from 'typeorm';

export const contentSchema = 'content';

// Every `migrations` folder under the app root (src in tests, dist at run time), so feature modules
// such as leads ship their own migrations beside their code.
const appRoot = path.resolve(__dirname, '..');
export const migrationGlobs = [path.join(appRoot, '**/migrations/*.{js,ts}')].map((g) => g.split(path.sep).join('/'));

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    schema: contentSchema,
    synchronize: false,
    migrations: migrationGlobs,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

// TypeORM keeps its migrations table inside the schema, so the schema must exist first.
export async function ensureSchema(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${contentSchema}`);
  } catch (error) {
    // Two replicas starting together may race on the catalogue; the loser sees a duplicate.
    if (!['23505', '42P06'].includes((error as { code?: string }).code ?? '')) throw error;
  } finally {
    await client.end();
  }
}

// Arbitrary constant shared by every replica and the migration job.
const migrationLockKey = 734_201_986;

// Replicas starting together must not run the same migration twice: a session advisory lock on one
// dedicated connection serialises them, and the later ones find nothing pending.
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await runner.release();
  }
}
