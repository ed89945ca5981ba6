import { validateEnv } from '@hvac/server-kit';
import { WorkerEnv } from '../config/worker-env';
import { isPermanentSmtpError, smtpTransportOptions } from './smtp-transport';

const base = {
  DATABASE_URL: 'postgres://u:p@localhost/db',
  REDIS_URL: 'redis://localhost:6379',
  SMTP_URL: 'smtp://user:secret@mail.example.com:587',
  PUBLIC_SITE_URL: 'https://www.example.com',
};

describe('smtp transport options', () => {
  it('pools connections and follows the TLS mode', () => {
    const auto = smtpTransportOptions(validateEnv(WorkerEnv, base));
    expect(auto).toMatchObject({ pool: true, url: base.SMTP_URL, maxConnections: 5, requireTLS: false, ignoreTLS: false });
    expect(auto.tls).toEqual({ rejectUnauthorized: true });
    const strict = smtpTransportOptions(validateEnv(WorkerEnv, { ...base, SMTP_TLS: 'required', SMTP_POOL_SIZE: '2' }));
    expect(strict).toMatchObject({ requireTLS: true, maxConnections: 2 });
    const off = smtpTransportOptions(validateEnv(WorkerEnv, { ...base, SMTP_TLS: 'off', SMTP_TLS_REJECT_UNAUTHORIZED: 'false' }));
    expect(off).toMatchObject({ ignoreTLS: true, tls: { rejectUnauthorized: false } });
  });

  it('keeps the socket time-out inside the job lock', () => {
    const opts = smtpTransportOptions(validateEnv(WorkerEnv, { ...base, MAIL_LOCK_DURATION_MS: '5000' }));
    expect(opts.socketTimeout).toBe(4000);
  });
});

describe('isPermanentSmtpError', () => {
  it('gives up only on a 5xx refusal of the envelope or message', () => {
    expect(isPermanentSmtpError({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentSmtpError({ code: 'EMESSAGE', responseCode: 552 })).toBe(true);
    expect(isPermanentSmtpError({ code: 'EENVELOPE', responseCode: 451 })).toBe(false);
    expect(isPermanentSmtpError({ code: 'EAUTH', responseCode: 535 })).toBe(false);
    expect(isPermanentSmtpError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
    expect(isPermanentSmtpError(undefined)).toBe(false);
  });
});
