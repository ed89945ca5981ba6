import { validateEnv } from '@hvac/server-kit';
import { Type } from 'class-transformer';
import { IsInt, IsUrl, Matches, Max, Min } from 'class-validator';
import type { ContentEnv } from '../config/content-env';

const httpUrl = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

// Settings of the leads module. They ride on content-api's environment (same variables object),
// with defaults fit for production; tests shorten the timings.
export class LeadsEnv {
  @IsUrl(httpUrl, { message: 'PUBLIC_SITE_URL must be an http(s) URL' })
  PUBLIC_SITE_URL!: string;

  // BullMQ key prefix; mailer-worker must use the same one.
  @Matches(/^[A-Za-z0-9_-]{1,32}$/, { message: 'MAIL_QUEUE_PREFIX must be 1-32 letters, digits, _ or -' })
  MAIL_QUEUE_PREFIX = 'bull';

  // 12 attempts 30 s apart, doubling: the last retry comes about 17 hours after the first try.
  @Type(() => Number)
  @IsInt({ message: 'MAIL_ATTEMPTS must be an integer' })
  @Min(10, { message: 'MAIL_ATTEMPTS must be at least 10' })
  @Max(30)
  MAIL_ATTEMPTS = 12;

  @Type(() => Number)
  @IsInt({ message: 'MAIL_BACKOFF_MS must be an integer' })
  @Min(10)
  MAIL_BACKOFF_MS = 30_000;

  // The sweeper looks every interval for mails still queued this long after they were queued.
  @Type(() => Number)
  @IsInt({ message: 'MAIL_SWEEP_INTERVAL_MS must be an integer' })
  @Min(100)
  MAIL_SWEEP_INTERVAL_MS = 60_000;

  @Type(() => Number)
  @IsInt({ message: 'MAIL_SWEEP_AFTER_MS must be an integer' })
  @Min(100)
  MAIL_SWEEP_AFTER_MS = 5 * 60_000;

  // Per client IP and per form endpoint.
  @Type(() => Number)
  @IsInt({ message: 'LEADS_RATE_LIMIT must be an integer' })
  @Min(1)
  LEADS_RATE_LIMIT = 5;

  @Type(() => Number)
  @IsInt({ message: 'LEADS_RATE_WINDOW_S must be an integer' })
  @Min(1)
  LEADS_RATE_WINDOW_S = 600;
}

export const LEADS_ENV = Symbol('LEADS_ENV');

export function leadsEnvFrom(env: ContentEnv): LeadsEnv {
  return validateEnv(LeadsEnv, { ...env });
}
