import { DataSource } from 'typeorm';
import { dataSourceOptions, ensureSchema } from './data-source-options';
import { runMigrationsLocked } from './run-migrations';

// A DataSource outside Nest (migration job, CLI) with every migration applied.
export async function openMigratedDataSource(databaseUrl: string): Promise<{ dataSource: DataSource; applied: number }> {
  await ensureSchema(databaseUrl);
  const dataSource = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    return { dataSource, applied: await runMigrationsLocked(dataSource) };
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}
