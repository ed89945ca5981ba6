import type { CommonProcessEnv } from '../config/common-env';
import { jsonLoggerModule } from '../logging/logging.module';
import { RedisModule } from '../redis/redis.module';
import { HealthModule } from './health.module';

// What every HTTP service starts with besides its own configuration and database: JSON logs under its name, the
// shared Redis client, and /health/live and /health/ready.
export const serviceModules = (service: string, env: Pick<CommonProcessEnv, 'LOG_LEVEL' | 'REDIS_URL'>) => [
  jsonLoggerModule(service, env.LOG_LEVEL),
  RedisModule.forRoot(env.REDIS_URL),
  HealthModule,
];
