import { SettingsModule } from '@hvac/server-kit';
import { Inject } from '@nestjs/common';
import type { AuthEnv } from './auth-env';

export const AUTH_ENV = Symbol('AUTH_ENV');
export const InjectEnv = () => Inject(AUTH_ENV);

export const EnvModule = { forRoot: (env: AuthEnv) => SettingsModule.forRoot(AUTH_ENV, env) };
