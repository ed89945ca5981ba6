import { ConfigError, validateEnv } from '@hvac/server-kit';
import { passwordWeakness } from '../users/password-policy';
import { AuthEnv } from './auth-env';

// Validation plus the rules that only hold in production: no development defaults for secrets.
export function loadAuthEnv(source: Record<string, unknown> = process.env): AuthEnv {
  const env = validateEnv(AuthEnv, source);
  if (env.NODE_ENV === 'production') {
    if (!env.JWT_PRIVATE_KEY && !env.JWT_PRIVATE_KEY_FILE) {
      throw new ConfigError('Invalid configuration:\n  - JWT_PRIVATE_KEY: JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE must be set in production');
    }
    const weakness = env.ADMIN_PASSWORD === undefined ? undefined : passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_EMAIL);
    if (weakness) {
      throw new ConfigError(`Invalid configuration:\n  - ADMIN_PASSWORD: refused in production, the password ${weakness}`);
    }
  }
  return env;
}
