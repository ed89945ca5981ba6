import { type DynamicModule, Global, Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS_CLIENT } from '../redis/redis.module';
import { AccessTokenGuard, AdminGuard } from './auth.guards';
import { AccessTokenVerifier, type AuthKitOptions } from './token-verifier';

// Token verification for any service. Needs RedisModule.forRoot (token versions) in the same app.
@Global()
@Module({})
export class AuthKitModule {
  static forRoot(options: AuthKitOptions): DynamicModule {
    return {
      module: AuthKitModule,
      providers: [
        { provide: AccessTokenVerifier, inject: [REDIS_CLIENT], useFactory: (redis: Redis) => new AccessTokenVerifier(options, redis) },
        AccessTokenGuard,
        AdminGuard,
      ],
      exports: [AccessTokenVerifier, AccessTokenGuard, AdminGuard],
    };
  }
}
