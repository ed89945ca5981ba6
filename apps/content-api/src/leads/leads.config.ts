import { MailQueueEnv } from '@hvac/mail-queue';
import { IsHttpUrl, IsIntSetting, validateEnv } from '@hvac/server-kit';
import type { ContentEnv } from '../config/content-env';

// Settings of the leads module. They ride on content-api's environment (same variables object),
// with defaults fit for production (the mail queue's from MailQueueEnv); tests shorten the timings.
export class LeadsEnv extends MailQueueEnv {
  @IsHttpUrl()
  PUBLIC_SITE_URL!: string;

  // The sweeper looks every interval for mails still queued this long after they were queued.
  @IsIntSetting({ min: 100 })
  MAIL_SWEEP_INTERVAL_MS = 60_000;

  @IsIntSetting({ min: 100 })
  MAIL_SWEEP_AFTER_MS = 5 * 60_000;

  // Per client IP and per form endpoint.
  @IsIntSetting({ min: 1 })
  LEADS_RATE_LIMIT = 5;

  @IsIntSetting({ min: 1 })
  LEADS_RATE_WINDOW_S = 600;
}

export const LEADS_ENV = Symbol('LEADS_ENV');

// Loaded with the same loader from the variables content-api already read.
export function leadsEnvFrom(env: ContentEnv): LeadsEnv {
  return validateEnv(LeadsEnv, { ...env });
}
