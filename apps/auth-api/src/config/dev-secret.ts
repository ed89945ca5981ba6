import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@hvac/server-kit';
import type { AuthEnv } from './auth-env';

// A secret setting's value. Production requires it (load-env.ts refuses to start without it); elsewhere a missing
// one is generated once into KEYS_DIR and reused, like the development signing key. Never derived from the signing
// key: a key rotation must not silently forget remembered devices or make stored second factors unreadable.
export function secretSetting(env: AuthEnv, variable: 'DEVICE_COOKIE_SECRET' | 'SECOND_FACTOR_KEY'): Buffer {
  const value = env[variable];
  if (value) return Buffer.from(value, 'utf8');
  if (env.NODE_ENV === 'production') throw new ConfigError(`Invalid configuration:\n  - ${variable}: must be set in production`);
  const file = path.resolve(env.KEYS_DIR, `${variable.toLowerCase().replace(/_/g, '-')}.txt`);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(`Invalid configuration:\n  - KEYS_DIR: cannot write ${file} for ${variable} (${(error as NodeJS.ErrnoException).code})`);
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}
