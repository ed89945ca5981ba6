import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { IsHttpUrl, validateEnv } from '@hvac/server-kit';
import type { ContentEnv } from '../config/content-env';

const base64url = /^[A-Za-z0-9_-]+$/;
// Launchers pass unset variables through as empty strings.
const EmptyIsUnset = () => Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

// Web Push's VAPID keys (`npx web-push generate-vapid-keys`). Unset, a pair is generated on the first start
// and kept in content.vapid_keys (development); set them in production so a restored database or a new
// environment keeps the devices' subscriptions valid.
export class AlertsEnv {
  @IsHttpUrl()
  PUBLIC_SITE_URL!: string;

  @EmptyIsUnset()
  @IsOptional()
  @Matches(base64url, { message: 'VAPID_PUBLIC_KEY must be a base64url key' })
  VAPID_PUBLIC_KEY?: string;

  @EmptyIsUnset()
  @IsOptional()
  @Matches(base64url, { message: 'VAPID_PRIVATE_KEY must be a base64url key' })
  VAPID_PRIVATE_KEY?: string;

  // Who the push services may contact about this sender: a mailto: or https: URL; the public site's address by default.
  @EmptyIsUnset()
  @IsOptional()
  @Matches(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'VAPID_SUBJECT must be a mailto: or https: URL' })
  VAPID_SUBJECT?: string;
}

export const ALERTS_ENV = Symbol('ALERTS_ENV');

export function alertsEnvFrom(env: ContentEnv): AlertsEnv {
  return validateEnv(AlertsEnv, { ...env }, [
    (e) => (Boolean(e.VAPID_PUBLIC_KEY) === Boolean(e.VAPID_PRIVATE_KEY) ? undefined : { variable: 'VAPID_PRIVATE_KEY', reason: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together' }),
  ]);
}
