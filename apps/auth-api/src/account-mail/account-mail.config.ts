import { accountMailLinkKey } from '@hvac/account-mails';
import { MailQueueEnv } from '@hvac/mail-queue';
import { secretSetting, validateEnv } from '@hvac/server-kit';
import type { AuthEnv } from '../config/auth-env';

// How auth-api hands account mails to the `mail` queue: content-api's variables and defaults (MailQueueEnv), so
// both queue with one prefix and one retry policy.
export const ACCOUNT_MAIL_ENV = Symbol('ACCOUNT_MAIL_ENV');

// Read from the variables auth-api already loaded (validated by the same loader).
export function accountMailEnvFrom(env: AuthEnv): MailQueueEnv {
  return validateEnv(MailQueueEnv, { ...env });
}

export const ACCOUNT_MAIL_LINK_KEY = Symbol('ACCOUNT_MAIL_LINK_KEY');

// ACCOUNT_MAIL_KEY, which mailer-worker reads too (required in production; generated once into KEYS_DIR elsewhere).
export function accountMailLinkKeyFrom(env: AuthEnv): Buffer {
  return accountMailLinkKey(secretSetting(env, 'ACCOUNT_MAIL_KEY'));
}
