import { AuthKitModule, HealthModule, jsonLoggerModule, jwksOf, RedisModule, type SigningKey } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AuthEnv } from './config/auth-env';
import { EnvModule } from './config/env.module';
import { DatabaseModule } from './database/database.module';
import { TokensModule } from './tokens/tokens.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(env: AuthEnv, key: SigningKey): DynamicModule {
    return {
      module: AppModule,
      imports: [
        EnvModule.forRoot(env),
        jsonLoggerModule('auth-api', env.LOG_LEVEL),
        DatabaseModule.forRoot(env.DATABASE_URL),
        RedisModule.forRoot(env.REDIS_URL),
        HealthModule,
        TokensModule.forRoot(key),
        // auth-api checks its own tokens (profile, logout) with the same verifier as every other service.
        AuthKitModule.forRoot({ jwks: jwksOf([key]), issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE }),
        UsersModule,
      ],
    };
  }
}
