import type { SigningKey } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { JwksController } from './jwks.controller';
import { SIGNING_KEY, TokenService } from './token.service';

// Signing and publishing: the private key never leaves this module.
@Module({})
export class TokensModule {
  static forRoot(key: SigningKey): DynamicModule {
    return {
      module: TokensModule,
      global: true,
      controllers: [JwksController],
      providers: [{ provide: SIGNING_KEY, useValue: key }, TokenService],
      exports: [TokenService],
    };
  }
}
