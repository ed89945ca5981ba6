import { Client } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { User } from '../users/user.entity';
import { CreateUsers1763800000000 } from './migrations/1763800000000-CreateUsers';

export const authSchema = 'auth';

// Migrations are listed explicitly (not globbed), so tests on src and the built dist run the same set.
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    schema: authSchema,
    synchronize: false,
    entities: [User],
    migrations: [CreateUsers1763800000000],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

// TypeORM keeps its migrations table inside the schema, so the schema must exist first.
export async function ensureSchema(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${authSchema}`);
  } catch (error) {
    // Two replicas starting together may race on the catalogue; the loser sees a duplicate.
    if ((error as { code?: string }).code !== '23505') throw error;
  } finally {
    await client.end();
  }
}
