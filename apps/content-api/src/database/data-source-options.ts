import path from 'node:path';
import { Client } from 'pg';
import type { DataSourceOptions } from 'typeorm';

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
    if ((error as { code?: string }).code !== '23505') throw error;
  } finally {
    await client.end();
  }
}
