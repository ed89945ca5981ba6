import { DataSource } from 'typeorm';
import { dataSourceOptions, ensureSchema } from './data-source-options';

// A DataSource outside Nest (migration job, CLI) with every migration applied.
export async function openMigratedDataSource(databaseUrl: string): Promise<{ dataSource: DataSource; applied: number }> {
  await ensureSchema(databaseUrl);
  const dataSource = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return { dataSource, applied: applied.length };
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}
