import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AuthEnv } from '../config/auth-env';
import type { TokenKeys } from '../tokens/token-keys';
import { secretSetting } from '@hvac/server-kit';

export const SECRET_BOX_KEY = Symbol('SECRET_BOX_KEY');
export const LEGACY_SECRET_BOX_KEYS = Symbol('LEGACY_SECRET_BOX_KEYS');

const stretch = (material: Buffer) => Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), 'hvac second factor', 32));

// SECOND_FACTOR_KEY (required in production; generated once into KEYS_DIR elsewhere), stretched with HKDF. Never
// the signing key: a key rotation must leave stored factors readable.
export function secretBoxKey(env: AuthEnv): Buffer {
  return stretch(secretSetting(env, 'SECOND_FACTOR_KEY'));
}

// The keys earlier releases sealed with when SECOND_FACTOR_KEY was unset: derived from the signing key. Only the
// current one can be derived (earlier signing keys are configured as public keys only), so a factor sealed under a
// signing key rotated away before this upgrade stays unreadable (its user signs in with a recovery code).
export function legacySecretBoxKeys(keys: TokenKeys): Buffer[] {
  return [stretch(keys.current.privateKey.export({ format: 'der', type: 'pkcs8' }))];
}

const version = 'v1';

// AES-256-GCM with a random 96-bit IV; the user id is authenticated data, so a secret copied onto another
// user's row does not decrypt.
export function seal(key: Buffer, plaintext: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

// Throws when the value was tampered with, belongs to another user or was sealed with another key.
export function open(key: Buffer, sealed: string, userId: string): string {
  const [v, iv, tag, ciphertext] = sealed.split('.');
  if (v !== version || !iv || !tag || ciphertext === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

// Opens with the current key, else with a legacy one (then `legacy` says the value should be sealed again under the
// current key). Throws when no key opens it.
export function openWithAny(key: Buffer, legacyKeys: Buffer[], sealed: string, userId: string): { plaintext: string; legacy: boolean } {
  try {
    return { plaintext: open(key, sealed, userId), legacy: false };
  } catch (error) {
    for (const legacyKey of legacyKeys) {
      try {
        return { plaintext: open(legacyKey, sealed, userId), legacy: true };
      } catch {
        // the next key
      }
    }
    throw error;
  }
}
