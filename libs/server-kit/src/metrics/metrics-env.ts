import { IsOptional } from 'class-validator';
import { IsIntSetting } from '../config/setting-decorators';
import { validateEnv } from '../config/validate-env';

// The port of a process's metrics listener (GET /metrics); each service has its own default, 0 takes any free port.
export class MetricsEnv {
  @IsOptional()
  @IsIntSetting({ min: 0, max: 65535 })
  METRICS_PORT?: number;
}

// Default metrics ports, one per service so that `npm start` runs them side by side.
export const defaultMetricsPorts = { web: 9400, 'auth-api': 9401, 'content-api': 9402, 'mailer-worker': 9403 } as const;

export function loadMetricsPort(service: keyof typeof defaultMetricsPorts, env: Record<string, unknown> = process.env): number {
  return validateEnv(MetricsEnv, env).METRICS_PORT ?? defaultMetricsPorts[service];
}
