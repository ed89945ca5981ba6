import { nodeEnvs, type NodeEnv } from '@hvac/server-kit';
import { business } from '@hvac/site';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

const httpUrl = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

// An empty variable counts as unset, so launchers can pass MAIL_FROM= through.
const orBusinessEmail = () => Transform(({ value }: { value: unknown }) => (value === '' || value === undefined ? business.email : value));

// A bare address or `Display Name <address>`; line breaks are impossible by the pattern.
const mailbox = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

export const smtpTlsModes = ['auto', 'required', 'off'] as const;
export type SmtpTlsMode = (typeof smtpTlsModes)[number];

// Everything the worker reads from the environment, validated before Nest starts.
// Numbers carry @Type: env values are strings and the defaults alone give no type metadata.
export class WorkerEnv {
  @IsIn(nodeEnvs)
  NODE_ENV: NodeEnv = 'development';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @IsString()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @IsString()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL!: string;

  // smtps:// is TLS from the first byte (port 465); smtp:// upgrades with STARTTLS as SMTP_TLS says.
  @IsString()
  @Matches(/^smtps?:\/\/[^/\s]+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL!: string;

  @IsIn(smtpTlsModes, { message: `SMTP_TLS must be one of ${smtpTlsModes.join(', ')}` })
  SMTP_TLS: SmtpTlsMode = 'auto';

  // Only for a development relay with a self-signed certificate.
  @IsIn(['true', 'false'], { message: 'SMTP_TLS_REJECT_UNAUTHORIZED must be true or false' })
  SMTP_TLS_REJECT_UNAUTHORIZED = 'true';

  @Type(() => Number)
  @IsInt({ message: 'SMTP_POOL_SIZE must be an integer' })
  @Min(1)
  @Max(50)
  SMTP_POOL_SIZE = 5;

  // The sender of every mail; a bare address gets the business name as display name.
  @orBusinessEmail()
  @Matches(mailbox, { message: 'MAIL_FROM must be an e-mail address or "Name <address>"' })
  MAIL_FROM: string = business.email;

  // The business inbox that receives enquiry notifications.
  @orBusinessEmail()
  @Matches(mailbox, { message: 'ENQUIRY_TO must be an e-mail address or "Name <address>"' })
  ENQUIRY_TO: string = business.email;

  @IsUrl(httpUrl, { message: 'PUBLIC_SITE_URL must be an http(s) URL' })
  PUBLIC_SITE_URL!: string;

  @Type(() => Number)
  @IsInt({ message: 'WORKER_CONCURRENCY must be an integer' })
  @Min(1)
  @Max(100)
  WORKER_CONCURRENCY = 5;

  @Type(() => Number)
  @IsInt({ message: 'HEALTH_PORT must be an integer' })
  @Min(1)
  @Max(65535)
  HEALTH_PORT = 3003;

  // How long a job stays locked to this worker; a killed worker's jobs are taken over after it.
  @Type(() => Number)
  @IsInt({ message: 'MAIL_LOCK_DURATION_MS must be an integer' })
  @Min(1000)
  MAIL_LOCK_DURATION_MS = 30_000;

  // BullMQ key prefix; content-api must use the same one.
  @Matches(/^[A-Za-z0-9_-]{1,32}$/, { message: 'MAIL_QUEUE_PREFIX must be 1-32 letters, digits, _ or -' })
  MAIL_QUEUE_PREFIX = 'bull';
}
