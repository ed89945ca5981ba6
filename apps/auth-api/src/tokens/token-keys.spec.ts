import 'reflect-metadata';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSigningKeyPem, loadSigningKey, validateEnv } from '@hvac/server-kit';
import { calculateJwkThumbprint } from 'jose';
import { AuthEnv } from '../config/auth-env';
import { devKeyFileName, publishedKeys, resolveTokenKeys } from './token-keys';

const envOf = (vars: Record<string, string>) =>
  validateEnv(AuthEnv, { NODE_ENV: 'development', PORT: '3001', DATABASE_URL: 'postgres://u@127.0.0.1:1/x', REDIS_URL: 'redis://127.0.0.1:1', ...vars });

describe('resolveTokenKeys', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-keys-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates a P-256 development key once and keeps it', async () => {
    const lines: string[] = [];
    const first = resolveTokenKeys(envOf({ KEYS_DIR: dir }), (line) => lines.push(line));
    const second = resolveTokenKeys(envOf({ KEYS_DIR: dir }), (line) => lines.push(line));
    expect(second.current.kid).toBe(first.current.kid);
    expect(first.current.privateKey.asymmetricKeyDetails).toEqual({ namedCurve: 'prime256v1' });
    // The kid is the RFC 7638 thumbprint, as another implementation computes it.
    await expect(calculateJwkThumbprint(first.current.publicJwk)).resolves.toBe(first.current.kid);
    expect(lines).toEqual([`generated a development signing key in ${path.join(dir, devKeyFileName)}`]);
  });

  it('replaces a development key of the EdDSA days, whose tokens no verifier accepts any more', () => {
    const file = path.join(dir, devKeyFileName);
    fs.writeFileSync(file, generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    const lines: string[] = [];
    const keys = resolveTokenKeys(envOf({ KEYS_DIR: dir }), (line) => lines.push(line));
    expect(keys.current.kid).toBe(loadSigningKey(fs.readFileSync(file, 'utf8')).kid);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(lines).toEqual([expect.stringMatching(/replaced the development signing key .* got an Ed25519 key/)]);
  });

  it('never replaces a configured key of the wrong type: it names the variable instead', () => {
    const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => resolveTokenKeys(envOf({ JWT_PRIVATE_KEY: ed25519 }))).toThrow(/JWT_PRIVATE_KEY: the signing key must be an ES256 key \(EC P-256\), got an Ed25519 key/);
  });

  it('accepts "\\n" escapes in the inline variables and publishes the signing key first', () => {
    const current = generateSigningKeyPem();
    const previous = generateSigningKeyPem();
    const keys = resolveTokenKeys(envOf({ JWT_PRIVATE_KEY: current.replace(/\n/g, '\\n'), JWT_PREVIOUS_PUBLIC_KEYS: previous.replace(/\n/g, '\\n') }));
    expect(publishedKeys(keys).map((k) => k.kid)).toEqual([loadSigningKey(current).kid, loadSigningKey(previous).kid]);
    expect(keys.previous[0]).not.toHaveProperty('privateKey');
  });
});
