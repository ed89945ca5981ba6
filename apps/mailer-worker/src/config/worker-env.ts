import { MailQueuePrefixEnv } from '@hvac/mail-queue';
import { type ConfigRule, defaultMetricsPorts, IsHttpUrl, IsIntSetting, IsNonEmptyString, validateEnv } from '@hvac/server-kit';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MinLength, ValidateIf } from 'class-validator';

// Unset or empty (launchers pass MAIL_FROM= through): the e-mail of the owner's site settings, read per mail.
const orSettingsEmail = () => Transform(({ value }: { value: unknown }) => value ?? '');
const setMailbox = () => ValidateIf((_env: unknown, value: unknown) => value !== '');

// A bare address or `Display Name <address>`; line breaks are impossible by the pattern.
const mailbox = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

export const smtpTlsModes = ['auto', 'required', 'off'] as const;
export type SmtpTlsMode = (typeof smtpTlsModes)[number];

// Everything the worker reads from the environment, validated before Nest starts: NODE_ENV,
// LOG_LEVEL, DATABASE_URL and REDIS_URL as every process reads them, MAIL_QUEUE_PREFIX as every process on the
// `mail` queue reads it, and the worker's own.
export class WorkerEnv extends MailQueuePrefixEnv {
  // smtps:// is TLS from the first byte (port 465); smtp:// upgrades with STARTTLS as SMTP_TLS says.
  @IsString()
  @Matches(/^smtps?:\/\/[^/\s]+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL!: string;

  @IsIn(smtpTlsModes, { message: `SMTP_TLS must be one of ${smtpTlsModes.join(', ')}` })
  SMTP_TLS: SmtpTlsMode = 'auto';

  // Only for a development relay with a self-signed certificate.
  @IsIn(['true', 'false'], { message: 'SMTP_TLS_REJECT_UNAUTHORIZED must be true or false' })
  SMTP_TLS_REJECT_UNAUTHORIZED = 'true';

  @IsIntSetting({ min: 1, max: 50 })
  SMTP_POOL_SIZE = 5;

  // The sender of every mail; a bare address gets the business name of the site settings as display name.
  @orSettingsEmail()
  @setMailbox()
  @Matches(mailbox, { message: 'MAIL_FROM must be an e-mail address or "Name <address>"' })
  MAIL_FROM = '';

  // The business inbox that receives enquiry notifications.
  @orSettingsEmail()
  @setMailbox()
  @Matches(mailbox, { message: 'ENQUIRY_TO must be an e-mail address or "Name <address>"' })
  ENQUIRY_TO = '';

  @IsHttpUrl()
  PUBLIC_SITE_URL!: string;

  @IsIntSetting({ min: 1, max: 100 })
  WORKER_CONCURRENCY = 5;

  @IsIntSetting({ min: 1, max: 65535 })
  HEALTH_PORT = 3003;

  // Prometheus metrics listener (GET /metrics); 0 takes any free port.
  @IsIntSetting({ min: 0, max: 65535 })
  METRICS_PORT: number = defaultMetricsPorts['mailer-worker'];

  // How long a job stays locked to this worker; a killed worker's jobs are taken over after it.
  @IsIntSetting({ min: 1000 })
  MAIL_LOCK_DURATION_MS = 30_000;

  // auth-api's key for the links of staff account mails, which their rows keep sealed; required in production.
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'ACCOUNT_MAIL_KEY must be at least 32 characters' })
  ACCOUNT_MAIL_KEY?: string;

  // Outside production, where an unset ACCOUNT_MAIL_KEY is generated once: auth-api's KEYS_DIR, so both read one key.
  @IsNonEmptyString()
  KEYS_DIR = '.data/keys';
}

// The rules that only hold in production: no generated secrets.
const productionRules: ConfigRule<WorkerEnv>[] = [
  (env) =>
    env.NODE_ENV === 'production' && !env.ACCOUNT_MAIL_KEY
      ? { variable: 'ACCOUNT_MAIL_KEY', reason: "ACCOUNT_MAIL_KEY must be set in production (auth-api's value)" }
      : undefined,
];

export function loadWorkerEnv(source: Record<string, unknown> = process.env): WorkerEnv {
  return validateEnv(WorkerEnv, source, productionRules);
}
