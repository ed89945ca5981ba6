import { ConfigError, generateSigningKeyPem } from '@hvac/server-kit';
import { loadAuthEnv } from '../../src/config/load-env';
import { secretBoxKey } from '../../src/second-factor/secret-box';

// Issue 30: the second-factor key and the device-cookie key were derived from the signing key when unset, so a key
// rotation silently made every stored factor unreadable and forgot every remembered device.
const production = {
  NODE_ENV: 'production',
  PORT: '3001',
  DATABASE_URL: 'postgres://u:p@localhost:5432/db',
  REDIS_URL: 'redis://localhost:6379',
  JWT_PRIVATE_KEY: generateSigningKeyPem(),
  ADMIN_PASSWORD: 'violet kettle marches upstream',
  DEVICE_COOKIE_SECRET: 'a'.repeat(16) + 'device-cookie-secret-value',
  SECOND_FACTOR_KEY: 'b'.repeat(16) + 'second-factor-key-value-xx',
  ACCOUNT_MAIL_KEY: 'c'.repeat(16) + 'account-mail-key-value-xxx',
};
const refusal = (vars: Record<string, string | undefined>) => {
  try {
    loadAuthEnv(vars);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('security: the second-factor key and the device-cookie key are required settings in production', () => {
  it.each(['DEVICE_COOKIE_SECRET', 'SECOND_FACTOR_KEY', 'ACCOUNT_MAIL_KEY'])('refuses to start without %s, naming it', (variable) => {
    const error = refusal({ ...production, [variable]: undefined });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${variable}: ${variable} must be set in production`);
  });

  it('starts with all three', () => {
    expect(refusal(production)).toBeUndefined();
  });

  it('keeps the second-factor key through a rotation of the signing key', () => {
    const before = secretBoxKey(loadAuthEnv(production));
    const after = secretBoxKey(loadAuthEnv({ ...production, JWT_PRIVATE_KEY: generateSigningKeyPem() }));
    expect(after.equals(before)).toBe(true);
  });
});
