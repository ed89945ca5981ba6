import { DatabaseUrlEnv, IsRedisUrl } from '@hvac/server-kit';
import { IsOptional } from 'class-validator';

// What the migration job and the CLI need: the database, and Redis to revoke tokens on a password reset.
export class DatabaseEnv extends DatabaseUrlEnv {
  @IsOptional()
  @IsRedisUrl()
  REDIS_URL?: string;
}
