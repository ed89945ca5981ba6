import { IsIntSetting, validateEnv } from '@hvac/server-kit';
import type { ContentEnv } from '../config/content-env';

// Settings of the analytics module, read from content-api's environment with production defaults.
export class AnalyticsEnv {
  // The beacon's collector listens here (a worker thread of content-api; the gateway sends
  // POST /api/analytics/events to it). 0: any free port.
  @IsIntSetting({ min: 0, max: 65535 }, { int: 'ANALYTICS_PORT must be an integer number' })
  ANALYTICS_PORT = 3012;

  // Events wait in memory at most this long, or until this many are waiting, then go in one insert.
  @IsIntSetting({ min: 10 })
  ANALYTICS_FLUSH_MS = 1000;

  @IsIntSetting({ min: 1 })
  ANALYTICS_FLUSH_EVENTS = 500;

  // While the database is away, at most this many events wait; older ones are dropped first.
  @IsIntSetting({ min: 100 })
  ANALYTICS_BUFFER_MAX = 50_000;

  // Events per client (an IPv6 client by its /64) per minute, per replica; the gateway limits requests too.
  @IsIntSetting({ min: 1 })
  ANALYTICS_RATE_LIMIT = 120;
}

export const ANALYTICS_ENV = Symbol('ANALYTICS_ENV');

export function analyticsEnvFrom(env: ContentEnv): AnalyticsEnv {
  return validateEnv(AnalyticsEnv, { ...env });
}
