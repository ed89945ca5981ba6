import { IsOptional, IsString, Matches } from 'class-validator';

// What the migration job and the CLI need: the database, and Redis to revoke tokens on a password reset.
export class DatabaseEnv {
  @IsString()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;
}
