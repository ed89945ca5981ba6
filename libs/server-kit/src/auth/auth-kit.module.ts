import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import type Redis from 'ioredis';
import { REDIS_CLIENT } from '../redis/redis.module';
import { type AuthKitOptions, createAccessTokenStrategy } from './access-token.strategy';
import { AccessGuard } from './auth.guards';
import { NoStoreForBearerInterceptor } from './no-store-for-bearer.interceptor';
import { remoteSessionAuthority } from './remote-session-authority';
import { SESSION_AUTHORITY, type SessionAuthority } from './session-cache';

let strategies = 0;

// Token verification for any service: the Passport JWT strategy, and AccessGuard on every route, which lets callers
// through as the route's @Access declares (a route without one refuses everyone).
// Needs RedisModule.forRoot (the session cache) in the same app. Sessions the cache cannot vouch for are decided by
// the app's SESSION_AUTHORITY provider (auth-api) or else by auth-api's session check next to jwksUrl.
// Replies to bearer requests are never stored.
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
        {
          provide: `AccessTokenStrategy:${name}`,
          inject: [REDIS_CLIENT, { token: SESSION_AUTHORITY, optional: true }],
          useFactory: (redis: Redis, sessions: SessionAuthority | undefined) =>
            createAccessTokenStrategy(name, options, redis, sessions ?? remoteSessionAuthority(requireJwksUrl(options))),
        },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_INTERCEPTOR, useClass: NoStoreForBearerInterceptor },
      ],
      // The guards find the strategy's name in PassportModule's options, wherever they are used.
      exports: [PassportModule],
    };
  }
}

function requireJwksUrl(options: AuthKitOptions): string {
  if (!options.jwksUrl) throw new Error('AuthKitModule needs jwksUrl (for the session check) unless the app provides SESSION_AUTHORITY');
  return options.jwksUrl;
}
