import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { metricsRegistry, singleMetric } from './metrics-registry';

// The parts of node-postgres's Pool read here.
type PgPool = { totalCount: number; idleCount: number; waitingCount: number; options?: { max?: number } };

const pools = new Map<string, () => PgPool | undefined>();

// The pg pool behind a TypeORM data source (its master pool; no replicas are configured anywhere).
function pgPoolOf(dataSource: DataSource): PgPool | undefined {
  if (!dataSource.isInitialized) return undefined;
  return (dataSource.driver as unknown as { master?: PgPool }).master;
}

function poolGauge(name: string, help: string, read: (pool: PgPool) => number | undefined): Gauge<'pool'> {
  return singleMetric(
    name,
    () =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'],
        registers: [metricsRegistry],
        // Read at scrape time from each tracked pool.
        collect() {
          this.reset();
          for (const [label, poolOf] of pools) {
            const pool = poolOf();
            const value = pool && read(pool);
            if (value !== undefined) this.set({ pool: label }, value);
          }
        },
      }),
  );
}

// Exposes the connection pool of a data source: open, idle, clients waiting for one, and the limit.
// A data source tracked again under the same label (a rebuilt application) replaces the earlier one.
export function trackDatabasePool(dataSource: DataSource, label = 'default'): void {
  pools.set(label, () => pgPoolOf(dataSource));
  poolGauge('db_pool_connections', 'Open connections of the database pool', (p) => p.totalCount);
  poolGauge('db_pool_idle_connections', 'Idle connections of the database pool', (p) => p.idleCount);
  poolGauge('db_pool_waiting_clients', 'Queries waiting for a connection of the database pool', (p) => p.waitingCount);
  poolGauge('db_pool_max_connections', 'Most connections the database pool opens', (p) => p.options?.max);
}
