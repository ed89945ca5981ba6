import { type ConfigRule, validateEnv } from '@hvac/server-kit';
import { passwordWeakness } from '../users/password-policy';
import { AuthEnv } from './auth-env';

// The rules that only hold in production: no development defaults for secrets.
const productionRules: ConfigRule<AuthEnv>[] = [
  (env) =>
    env.NODE_ENV === 'production' && !env.JWT_PRIVATE_KEY && !env.JWT_PRIVATE_KEY_FILE
      ? { variable: 'JWT_PRIVATE_KEY', reason: 'JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE must be set in production' }
      : undefined,
  // Never derived from the signing key in production: a key rotation would silently forget remembered devices and
  // make every stored second factor unreadable.
  (env) =>
    env.NODE_ENV === 'production' && !env.DEVICE_COOKIE_SECRET
      ? { variable: 'DEVICE_COOKIE_SECRET', reason: 'DEVICE_COOKIE_SECRET must be set in production (32+ random characters)' }
      : undefined,
  (env) =>
    env.NODE_ENV === 'production' && !env.SECOND_FACTOR_KEY
      ? { variable: 'SECOND_FACTOR_KEY', reason: 'SECOND_FACTOR_KEY must be set in production (32+ random characters)' }
      : undefined,
  // The links of queued account mails are sealed under it; mailer-worker needs the same value.
  (env) =>
    env.NODE_ENV === 'production' && !env.ACCOUNT_MAIL_KEY
      ? { variable: 'ACCOUNT_MAIL_KEY', reason: 'ACCOUNT_MAIL_KEY must be set in production (32+ random characters, the same in mailer-worker)' }
      : undefined,
  (env) => {
    const weakness = env.NODE_ENV === 'production' && env.ADMIN_PASSWORD !== undefined ? passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_EMAIL) : undefined;
    return weakness ? { variable: 'ADMIN_PASSWORD', reason: `refused in production, the password ${weakness}` } : undefined;
  },
];

export function loadAuthEnv(source: Record<string, unknown> = process.env): AuthEnv {
  return validateEnv(AuthEnv, source, productionRules);
}
