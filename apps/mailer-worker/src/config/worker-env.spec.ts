import { ConfigError, validateEnv } from '@hvac/server-kit';
import { loadWorkerEnv, WorkerEnv } from './worker-env';

const base = {
  DATABASE_URL: 'postgres://u:p@localhost/db',
  REDIS_URL: 'redis://localhost:6379',
  SMTP_URL: 'smtp://localhost:1025',
  PUBLIC_SITE_URL: 'http://localhost:8080',
};

describe('WorkerEnv', () => {
  it("leaves MAIL_FROM and ENQUIRY_TO to the site settings' e-mail when unset", () => {
    const env = validateEnv(WorkerEnv, base);
    expect(env).toMatchObject({ MAIL_FROM: '', ENQUIRY_TO: '', WORKER_CONCURRENCY: 5, HEALTH_PORT: 3003 });
  });

  it('treats an empty MAIL_FROM or ENQUIRY_TO as unset and keeps a set one', () => {
    expect(validateEnv(WorkerEnv, { ...base, MAIL_FROM: '', ENQUIRY_TO: '' })).toMatchObject({ MAIL_FROM: '', ENQUIRY_TO: '' });
    expect(validateEnv(WorkerEnv, { ...base, MAIL_FROM: 'Desk <desk@example.com>' })).toMatchObject({ MAIL_FROM: 'Desk <desk@example.com>' });
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['DATABASE_URL', { DATABASE_URL: undefined }],
    ['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
    ['PUBLIC_SITE_URL', { PUBLIC_SITE_URL: undefined }],
    ['WORKER_CONCURRENCY', { WORKER_CONCURRENCY: 'many' }],
    ['WORKER_CONCURRENCY', { WORKER_CONCURRENCY: '0' }],
    ['HEALTH_PORT', { HEALTH_PORT: '70000' }],
    ['MAIL_FROM', { MAIL_FROM: 'Shop <a@b.c>\r\nBcc: x@y.z' }],
    ['ENQUIRY_TO', { ENQUIRY_TO: 'not an address' }],
    ['SMTP_TLS', { SMTP_TLS: 'maybe' }],
  ])('names %s when it is missing or malformed', (name, override) => {
    expect(() => validateEnv(WorkerEnv, { ...base, ...override })).toThrow(ConfigError);
    expect(() => validateEnv(WorkerEnv, { ...base, ...override })).toThrow(new RegExp(`${name}`));
  });

  it("requires auth-api's ACCOUNT_MAIL_KEY in production, naming it, and refuses a short one anywhere", () => {
    expect(() => loadWorkerEnv({ ...base, NODE_ENV: 'production' })).toThrow(/ACCOUNT_MAIL_KEY: ACCOUNT_MAIL_KEY must be set in production/);
    expect(loadWorkerEnv({ ...base, NODE_ENV: 'production', ACCOUNT_MAIL_KEY: 'k'.repeat(32) }).ACCOUNT_MAIL_KEY).toBe('k'.repeat(32));
    expect(loadWorkerEnv(base).ACCOUNT_MAIL_KEY).toBeUndefined();
    expect(() => loadWorkerEnv({ ...base, ACCOUNT_MAIL_KEY: 'short' })).toThrow(/ACCOUNT_MAIL_KEY must be at least 32 characters/);
  });
});
