import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NodeEnv } from './common-env';
import { ConfigError } from './validate-env';

export type SecretSettingEnv<V extends string> = { NODE_ENV: NodeEnv; KEYS_DIR: string } & { [K in V]?: string };

// A secret setting's value. Production requires it (each process's loader refuses to start without it); elsewhere a
// missing one is generated once into KEYS_DIR (<variable-in-kebab-case>.txt) and reused, so every process given the
// same KEYS_DIR (auth-api and mailer-worker in a local stack) reads the same one, across restarts.
export function secretSetting<V extends string>(env: SecretSettingEnv<V>, variable: V): Buffer {
  const value = env[variable];
  if (value) return Buffer.from(value, 'utf8');
  if (env.NODE_ENV === 'production') throw ConfigError.of([{ variable, reason: 'must be set in production' }]);
  const file = path.resolve(env.KEYS_DIR, `${variable.toLowerCase().replace(/_/g, '-')}.txt`);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw ConfigError.of([{ variable: 'KEYS_DIR', reason: `cannot write ${file} for ${variable} (${(error as NodeJS.ErrnoException).code})` }]);
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}
