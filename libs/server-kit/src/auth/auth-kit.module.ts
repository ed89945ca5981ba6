import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import type Redis from 'ioredis';
import { REDIS_CLIENT } from '../redis/redis.module';
import { type AuthKitOptions, createAccessTokenStrategy } from './access-token.strategy';
import { NoStoreForBearerInterceptor } from './no-store-for-bearer.interceptor';

let strategies = 0;

// Token verification for any service: the Passport JWT strategy behind AccessTokenGuard and AdminGuard.
// Needs RedisModule.forRoot (token versions) in the same app. Replies to bearer requests are never stored.
@Global()
@Module({})
export class AuthKitModule {
  static forRoot(options: AuthKitOptions): DynamicModule {
    strategies += 1;
    const name = `access-token-${strategies}`;
    return {
      module: AuthKitModule,
      imports: [PassportModule.register({ defaultStrategy: name, session: false })],
      providers: [
        { provide: `AccessTokenStrategy:${name}`, inject: [REDIS_CLIENT], useFactory: (redis: Redis) => createAccessTokenStrategy(name, options, redis) },
        { provide: APP_INTERCEPTOR, useClass: NoStoreForBearerInterceptor },
      ],
      // The guards find the strategy's name in PassportModule's options, wherever they are used.
      exports: [PassportModule],
    };
  }
}
