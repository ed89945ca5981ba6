import 'reflect-metadata';
import { validateEnv, ConfigError } from '@hvac/server-kit';
import { IsString, Matches } from 'class-validator';
import { DataSource } from 'typeorm';
import { dataSourceOptions, ensureSchema, runMigrationsLocked } from './database/data-source-options';

class MigrateEnv {
  @IsString()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;
}

// The migration job of compose and Kubernetes: apply pending migrations and exit.
async function migrate(): Promise<void> {
  const env = validateEnv(MigrateEnv);
  await ensureSchema(env.DATABASE_URL);
  const dataSource = await new DataSource(dataSourceOptions(env.DATABASE_URL)).initialize();
  try {
    const applied = await runMigrationsLocked(dataSource);
    process.stdout.write(`content-api: ${applied.length} migration(s) applied\n`);
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
