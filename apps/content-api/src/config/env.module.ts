import { type DynamicModule, Global, Inject, Module } from '@nestjs/common';
import type { ContentEnv } from './content-env';

export const CONTENT_ENV = Symbol('CONTENT_ENV');
export const InjectEnv = () => Inject(CONTENT_ENV);

// The validated settings as one injectable value, so modules read configuration without process.env.
@Global()
@Module({})
export class EnvModule {
  static forRoot(env: ContentEnv): DynamicModule {
    return { module: EnvModule, providers: [{ provide: CONTENT_ENV, useValue: env }], exports: [CONTENT_ENV] };
  }
}
