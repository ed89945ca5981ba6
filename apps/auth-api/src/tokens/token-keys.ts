import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, generateSigningKeyPem, loadSigningKey, type SigningKey } from '@hvac/server-kit';
import type { AuthEnv } from '../config/auth-env';

export const devKeyFileName = 'jwt-signing-key.pem';

// The key comes from JWT_PRIVATE_KEY (PEM, "\n" escapes allowed) or JWT_PRIVATE_KEY_FILE (a mounted secret).
// Outside production a missing key is generated once into KEYS_DIR and reused, so tokens survive restarts.
export async function resolveSigningKey(env: AuthEnv, log: (line: string) => void = () => undefined): Promise<SigningKey> {
  if (env.JWT_PRIVATE_KEY) return load(env.JWT_PRIVATE_KEY.replace(/\\n/g, '\n'), 'JWT_PRIVATE_KEY');
  if (env.JWT_PRIVATE_KEY_FILE) {
    let pem: string;
    try {
      pem = fs.readFileSync(env.JWT_PRIVATE_KEY_FILE, 'utf8');
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  - JWT_PRIVATE_KEY_FILE: cannot read ${env.JWT_PRIVATE_KEY_FILE} (${(error as NodeJS.ErrnoException).code})`);
    }
    return load(pem, 'JWT_PRIVATE_KEY_FILE');
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  - JWT_PRIVATE_KEY: JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE must be set in production');
  }
  const file = path.resolve(env.KEYS_DIR, devKeyFileName);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // 'wx' never overwrites: a second replica starting at the same moment keeps the first one's key.
    fs.writeFileSync(file, generateSigningKeyPem(), { flag: 'wx', mode: 0o600 });
    log(`generated a development signing key in ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(`Invalid configuration:\n  - KEYS_DIR: cannot write ${file} (${(error as NodeJS.ErrnoException).code})`);
    }
  }
  return load(fs.readFileSync(file, 'utf8'), 'KEYS_DIR');
}

async function load(pem: string, variable: string): Promise<SigningKey> {
  try {
    return await loadSigningKey(pem);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  - ${variable}: ${(error as Error).message}`);
  }
}
