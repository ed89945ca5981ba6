import { hkdfSync } from 'node:crypto';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AuthEnv } from '../config/auth-env';
import type { TokenKeys } from '../tokens/token-keys';
import { DEVICE_COOKIE_KEY, DeviceCookies } from './device-cookie.service';
import { QueuedUnlockLinkMailer, UNLOCK_LINK_MAILER } from './unlock-link-mailer';

// DEVICE_COOKIE_SECRET when set; otherwise a key derived from the token signing key, so no extra secret
// is needed (rotating the signing key then forgets every remembered device, which only costs their owners
// the protection until their next sign-in).
export function deviceCookieKey(env: AuthEnv, keys: TokenKeys): Buffer {
  if (env.DEVICE_COOKIE_SECRET) return Buffer.from(env.DEVICE_COOKIE_SECRET, 'utf8');
  const signingKey = keys.current.privateKey.export({ format: 'der', type: 'pkcs8' });
  return Buffer.from(hkdfSync('sha256', signingKey, Buffer.alloc(0), 'hvac device cookie', 32));
}

@Module({})
export class LockoutModule {
  static forRoot(env: AuthEnv, keys: TokenKeys): DynamicModule {
    return {
      module: LockoutModule,
      global: true,
      providers: [
        { provide: DEVICE_COOKIE_KEY, useValue: deviceCookieKey(env, keys) },
        DeviceCookies,
        { provide: UNLOCK_LINK_MAILER, useClass: QueuedUnlockLinkMailer },
      ],
      exports: [DeviceCookies, UNLOCK_LINK_MAILER],
    };
  }
}
