import { type DynamicModule, Module } from '@nestjs/common';
import type { AuthEnv } from '../config/auth-env';
import { secretSetting } from '@hvac/server-kit';
import { DEVICE_COOKIE_KEY, DeviceCookies } from './device-cookie.service';
import { QueuedUnlockLinkMailer, UNLOCK_LINK_MAILER } from './unlock-link-mailer';

@Module({})
export class LockoutModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: LockoutModule,
      global: true,
      providers: [
        { provide: DEVICE_COOKIE_KEY, useValue: secretSetting(env, 'DEVICE_COOKIE_SECRET') },
        DeviceCookies,
        { provide: UNLOCK_LINK_MAILER, useClass: QueuedUnlockLinkMailer },
      ],
      exports: [DeviceCookies, UNLOCK_LINK_MAILER],
    };
  }
}
