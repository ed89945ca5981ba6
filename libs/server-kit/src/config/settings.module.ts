import { type DynamicModule, Global, Module } from '@nestjs/common';

// A service's validated settings as one injectable value under the service's own token, so modules
// read configuration without process.env.
@Global()
@Module({})
export class SettingsModule {
  static forRoot(token: symbol, settings: object): DynamicModule {
    return { module: SettingsModule, providers: [{ provide: token, useValue: settings }], exports: [token] };
  }
}
