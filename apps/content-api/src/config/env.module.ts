import { SettingsModule } from '@hvac/server-kit';
import { Inject } from '@nestjs/common';
import type { ContentEnv } from './content-env';

export const CONTENT_ENV = Symbol('CONTENT_ENV');
export const InjectEnv = () => Inject(CONTENT_ENV);

export const EnvModule = { forRoot: (env: ContentEnv) => SettingsModule.forRoot(CONTENT_ENV, env) };
