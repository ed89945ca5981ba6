import type { FastifyInstance } from 'fastify';
import { DataSource } from 'typeorm';
import { registerHttpMetrics } from './http-metrics';
import { collectProcessMetrics } from './metrics-registry';
import { trackDatabasePool } from './pool-metrics';

// What every Nest process exposes: process metrics, its database pool (when it has one) and, for an
// HTTP service, its requests.
// A ModuleRef: where the data source is looked up (an application's get() would exit when it is missing).
type Providers = { get: (token: typeof DataSource, options: { strict: false }) => DataSource };

export function registerServiceMetrics(app: Providers, fastify?: FastifyInstance): void {
  collectProcessMetrics();
  if (fastify) registerHttpMetrics(fastify);
  const dataSource = dataSourceOf(app);
  if (dataSource) trackDatabasePool(dataSource);
}

function dataSourceOf(app: Providers): DataSource | undefined {
  try {
    return app.get(DataSource, { strict: false });
  } catch {
    return undefined;
  }
}
