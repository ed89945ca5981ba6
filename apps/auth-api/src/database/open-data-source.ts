import { openMigratedDataSource as openSchema } from '@hvac/server-kit';
import type { DataSource } from 'typeorm';
import { authDatabase } from './data-source-options';

// A DataSource outside Nest (migration job, CLI) with every migration applied.
export async function openMigratedDataSource(databaseUrl: string): Promise<{ dataSource: DataSource; applied: number }> {
  const { dataSource, applied } = await openSchema(authDatabase(databaseUrl));
  return { dataSource, applied: applied.length };
}
