import { collectDefaultMetrics, type Metric, register } from 'prom-client';

// Every metric of a process lives in prom-client's default registry: the services' own counters
// (created at module load) and server-kit's register there, and the metrics listener serves it.
export const metricsRegistry = register;

// Node's process metrics (CPU, memory, heap, handles, GC) and event-loop lag
// (nodejs_eventloop_lag_seconds and its percentiles), once per process.
export function collectProcessMetrics(): void {
  if (metricsRegistry.getSingleMetric('process_cpu_user_seconds_total')) return;
  collectDefaultMetrics({ register: metricsRegistry });
}

// A metric by name, created on first use: several applications may be built in one process (tests),
// and the registry refuses a second metric of the same name.
export function singleMetric<T extends Metric>(name: string, create: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? create();
}
