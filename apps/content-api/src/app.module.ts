import { HealthModule, jsonLoggerModule, RedisModule } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import type { ContentEnv } from './config/content-env';
import { EnvModule } from './config/env.module';
import { DatabaseModule } from './database/database.module';

@Module({})
export class AppModule {
  static forRoot(env: ContentEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        EnvModule.forRoot(env),
        jsonLoggerModule('content-api', env.LOG_LEVEL),
        DatabaseModule.forRoot(env.DATABASE_URL),
        RedisModule.forRoot(env.REDIS_URL),
        HealthModule,
      ],
    };
  }
}
