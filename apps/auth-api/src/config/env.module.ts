import { type DynamicModule, Global, Inject, Module } from '@nestjs/common';
import type { AuthEnv } from './auth-env';

export const AUTH_ENV = Symbol('AUTH_ENV');
export const InjectEnv = () => Inject(AUTH_ENV);

// The validated settings as one injectable value, so modules read configuration without process.env.
@Global()
@Module({})
export class EnvModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return { module: EnvModule, providers: [{ provide: AUTH_ENV, useValue: env }], exports: [AUTH_ENV] };
  }
}
