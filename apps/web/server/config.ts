import { availableParallelism } from 'node:os';
import { getServerEnv, type ServerEnv } from '../app/config/env.server.js';

export type WebServerConfig = ServerEnv & {
  port: number;
  // Processes that render pages (node:cluster); 1 serves from the process itself.
  workers: number;
  // Prometheus metrics listener (GET /metrics); 0 takes any free port.
  metricsPort: number;
};

export class ConfigError extends Error {}

function integerSetting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

// Read once at start; a missing or malformed variable stops the server with a message naming it.
// NODE_ENV must be settled first: the URLs have development defaults outside production only.
export function readConfig(): WebServerConfig {
  const port = integerSetting('PORT', 3000, 1, 65535);
  // Rendering is CPU-bound: one process per core the machine gives this one (see README, "Workers").
  const workers = integerSetting('WEB_WORKERS', availableParallelism(), 1, 64);
  const metricsPort = integerSetting('METRICS_PORT', 9400, 0, 65535);
  try {
    return { ...getServerEnv(), port, workers, metricsPort };
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}
