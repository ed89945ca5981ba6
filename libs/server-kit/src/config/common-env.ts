// Decorated settings classes record their field types only when reflect-metadata is already loaded.
import 'reflect-metadata';
import { IsIn } from 'class-validator';
import { IsIntSetting, IsNonEmptyString, IsPostgresUrl, IsRedisUrl } from './setting-decorators';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

// Variables shared by the services, in layers: a migration job needs only the database; a long-running
// process (HTTP service or worker) also its mode, log level and Redis; an HTTP service its port.
export class DatabaseUrlEnv {
  @IsPostgresUrl()
  DATABASE_URL!: string;
}

export class CommonProcessEnv extends DatabaseUrlEnv {
  @IsIn(nodeEnvs)
  NODE_ENV: NodeEnv = 'development';

  @IsRedisUrl()
  REDIS_URL!: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';
}

export class CommonServiceEnv extends CommonProcessEnv {
  @IsIntSetting({ min: 1, max: 65535 }, { int: 'PORT must be an integer number' })
  PORT!: number;
}

// Services that issue or check access tokens: both sides must agree on these claims.
export class TokenServiceEnv extends CommonServiceEnv {
  @IsNonEmptyString()
  JWT_ISSUER = 'hvac-auth';

  @IsNonEmptyString()
  JWT_AUDIENCE = 'hvac-site';
}
