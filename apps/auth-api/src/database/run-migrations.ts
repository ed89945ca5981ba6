import type { DataSource } from 'typeorm';

// Arbitrary but fixed: the advisory lock that serialises auth-api's migrations across replicas and jobs.
const migrationLockKey = 0x61757468;

// TypeORM takes no lock of its own, so two replicas starting together would both try to create the tables.
export async function runMigrationsLocked(dataSource: DataSource): Promise<number> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      return (await dataSource.runMigrations({ transaction: 'each' })).length;
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    await runner.release();
  }
}
