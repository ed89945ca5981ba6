import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

// A read on TypeORM's own pool as a named statement: Postgres parses and plans it once per
// connection, and the rows skip the query builder and entity hydration. For the public hot reads,
// whose SQL selects the columns under their wire names.
export async function preparedRead<T extends QueryResultRow>(dataSource: DataSource, name: string, text: string, values: unknown[] = []): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  return (await pool.query<T>({ name, text, values })).rows;
}

// Rows carry `updated_at` as a Date; the wire has it as an ISO string, in the same position.
export const withIsoUpdatedAt = <T extends { updated_at: Date }>(row: T): Omit<T, 'updated_at'> & { updated_at: string } => ({
  ...row,
  updated_at: row.updated_at.toISOString(),
});
