import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, generateSigningKeyPem, loadSigningKey, loadVerificationKeys, type SigningKey, type VerificationKey } from '@hvac/server-kit';
import type { AuthEnv } from '../config/auth-env';

export const devKeyFileName = 'jwt-signing-key.pem';

// `current` signs every new token; `previous` keys are only published and accepted, so tokens signed before a
// rotation stay valid until they expire. See README.md, "Key rotation".
export type TokenKeys = { current: SigningKey; previous: VerificationKey[] };

// Every key auth-api publishes in its JWKS and accepts, the signing key first.
export const publishedKeys = (keys: TokenKeys): VerificationKey[] => [keys.current, ...keys.previous];

export function resolveTokenKeys(env: AuthEnv, log: (line: string) => void = () => undefined): TokenKeys {
  const current = resolveSigningKey(env, log);
  const previous = resolvePreviousKeys(env).filter((k) => k.kid !== current.kid);
  return { current, previous };
}

// The key comes from JWT_PRIVATE_KEY (PEM, "\n" escapes allowed) or JWT_PRIVATE_KEY_FILE (a mounted secret).
// Outside production a missing key is generated once into KEYS_DIR and reused, so tokens survive restarts.
function resolveSigningKey(env: AuthEnv, log: (line: string) => void): SigningKey {
  const { JWT_PRIVATE_KEY: inline, JWT_PRIVATE_KEY_FILE: keyFile } = env;
  if (inline) return parse(() => loadSigningKey(unescapeNewlines(inline)), 'JWT_PRIVATE_KEY');
  if (keyFile) {
    const pem = read(keyFile, 'JWT_PRIVATE_KEY_FILE');
    return parse(() => loadSigningKey(pem), 'JWT_PRIVATE_KEY_FILE');
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
  const pem = read(file, 'KEYS_DIR');
  try {
    return loadSigningKey(pem);
  } catch (error) {
    // A development key of an earlier kind (Ed25519): nothing it signed is accepted any more, so replace it.
    const fresh = generateSigningKeyPem();
    fs.writeFileSync(`${file}.new`, fresh, { mode: 0o600 });
    fs.renameSync(`${file}.new`, file);
    log(`replaced the development signing key in ${file} (${(error as Error).message})`);
    return loadSigningKey(fresh);
  }
}

// Public keys of earlier signing keys (one or more PEM blocks), from JWT_PREVIOUS_PUBLIC_KEYS or its _FILE.
function resolvePreviousKeys(env: AuthEnv): VerificationKey[] {
  const { JWT_PREVIOUS_PUBLIC_KEYS: inline, JWT_PREVIOUS_PUBLIC_KEYS_FILE: keysFile } = env;
  if (inline) return parse(() => loadVerificationKeys(unescapeNewlines(inline)), 'JWT_PREVIOUS_PUBLIC_KEYS');
  if (keysFile) {
    const pems = read(keysFile, 'JWT_PREVIOUS_PUBLIC_KEYS_FILE');
    return parse(() => loadVerificationKeys(pems), 'JWT_PREVIOUS_PUBLIC_KEYS_FILE');
  }
  return [];
}

const unescapeNewlines = (pem: string) => pem.replace(/\\n/g, '\n');

function read(file: string, variable: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  - ${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`);
  }
}

function parse<T>(load: () => T, variable: string): T {
  try {
    return load();
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  - ${variable}: ${(error as Error).message}`);
  }
}
