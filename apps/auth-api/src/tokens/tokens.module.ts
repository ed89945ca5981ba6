import { accessTokenJwtOptions } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { AuthEnv } from '../config/auth-env';
import { JwksController } from './jwks.controller';
import { PUBLISHED_KEYS, TokenService } from './token.service';
import { publishedKeys, type TokenKeys } from './token-keys';

// Signing and publishing: the private key never leaves this module.
@Module({})
export class TokensModule {
  static forRoot(env: AuthEnv, keys: TokenKeys): DynamicModule {
    return {
      module: TokensModule,
      global: true,
      imports: [JwtModule.register(accessTokenJwtOptions(keys.current, { issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE, ttlSeconds: env.JWT_TTL }))],
      controllers: [JwksController],
      providers: [{ provide: PUBLISHED_KEYS, useValue: publishedKeys(keys) }, TokenService],
      exports: [TokenService],
    };
  }
}
