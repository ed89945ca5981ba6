import { IsIntSetting, IsQueuePrefix, validateEnv } from '@hvac/server-kit';
import type { AuthEnv } from '../config/auth-env';

// How auth-api hands account mails to the `mail` queue. The same variables and defaults as content-api's
// producer, so both queue with one prefix and one retry policy.
export class AccountMailEnv {
  // BullMQ key prefix; mailer-worker must use the same one.
  @IsQueuePrefix()
  MAIL_QUEUE_PREFIX = 'bull';

  // 12 attempts 30 s apart, doubling: the last retry comes about 17 hours after the first try.
  @IsIntSetting({ min: 10, max: 30 }, { min: 'MAIL_ATTEMPTS must be at least 10' })
  MAIL_ATTEMPTS = 12;

  @IsIntSetting({ min: 10 })
  MAIL_BACKOFF_MS = 30_000;
}

export const ACCOUNT_MAIL_ENV = Symbol('ACCOUNT_MAIL_ENV');

// Read from the variables auth-api already loaded (validated by the same loader).
export function accountMailEnvFrom(env: AuthEnv): AccountMailEnv {
  return validateEnv(AccountMailEnv, { ...env });
}
