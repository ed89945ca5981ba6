import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { WorkerEnv } from '../config/worker-env';

export type SmtpTransport = Transporter<SMTPPool.SentMessageInfo>;

// Pooled SMTP: a few long-lived connections shared by all jobs. Time-outs are well below the job
// lock so a hung server fails the attempt instead of stalling the job.
export function smtpTransportOptions(env: WorkerEnv): SMTPPool.Options {
  return {
    pool: true,
    url: env.SMTP_URL,
    maxConnections: env.SMTP_POOL_SIZE,
    maxMessages: 100,
    requireTLS: env.SMTP_TLS === 'required',
    ignoreTLS: env.SMTP_TLS === 'off',
    tls: { rejectUnauthorized: env.SMTP_TLS_REJECT_UNAUTHORIZED === 'true' },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: Math.min(30_000, Math.floor(env.MAIL_LOCK_DURATION_MS * 0.8)),
  };
}

export function createSmtpTransport(env: WorkerEnv): SmtpTransport {
  return nodemailer.createTransport(smtpTransportOptions(env));
}

// A recipient or message the server refuses outright (5xx on the envelope or the data) will be
// refused again: retrying for hours only delays telling the admin. Connection, TLS and auth
// problems, and 4xx replies, are worth retrying.
export function isPermanentSmtpError(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
  );
}
