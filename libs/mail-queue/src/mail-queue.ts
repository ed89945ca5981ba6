import { type MailJob, mailJobId, mailQueueName } from '@hvac/contracts';
import { CommonProcessEnv, IsIntSetting, IsQueuePrefix } from '@hvac/server-kit';
import { type JobsOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';

// Every process on the `mail` queue: its common variables and the queue's BullMQ key prefix, declared only
// here (mailer-worker's environment builds on it, the producers' through MailQueueEnv).
export class MailQueuePrefixEnv extends CommonProcessEnv {
  @IsQueuePrefix()
  MAIL_QUEUE_PREFIX = 'bull';
}

// How every producer (content-api's leads, settings and alerts, auth-api's account mails) hands mails to the
// `mail` queue: one prefix and one retry policy, read from the same variables.
export class MailQueueEnv extends MailQueuePrefixEnv {
  // 12 attempts 30 s apart, doubling: the last retry comes about 17 hours after the first try.
  @IsIntSetting({ min: 10, max: 30 }, { min: 'MAIL_ATTEMPTS must be at least 10' })
  MAIL_ATTEMPTS = 12;

  @IsIntSetting({ min: 10 })
  MAIL_BACKOFF_MS = 30_000;
}

// Long enough for a busy Redis, short enough that a dead one still lets the request answer.
export const mailQueueTimeoutMs = 5000;

export class MailQueueUnavailableError extends Error {
  override name = 'MailQueueUnavailableError';
}

export function openMailQueue(redis: Redis, env: MailQueueEnv): Queue<MailJob> {
  const queue = new Queue<MailJob>(mailQueueName, {
    connection: redis,
    prefix: env.MAIL_QUEUE_PREFIX,
    defaultJobOptions: {
      attempts: env.MAIL_ATTEMPTS,
      // Jitter spreads the retries after an outage so the SMTP server is not hit all at once.
      backoff: { type: 'exponential', delay: env.MAIL_BACKOFF_MS, jitter: 0.2 },
      removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
      removeOnFail: false,
    },
  });
  // Connection trouble surfaces on the add calls; without a listener the event would crash the process.
  queue.on('error', () => undefined);
  return queue;
}

// A queue call that fails, or does not answer within mailQueueTimeoutMs, as a MailQueueUnavailableError.
export async function withinMailQueueTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailQueueUnavailableError(`the mail queue did not answer within ${mailQueueTimeoutMs} ms`)), mailQueueTimeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } catch (error) {
    throw error instanceof MailQueueUnavailableError ? error : new MailQueueUnavailableError(String((error as Error)?.message ?? error));
  } finally {
    clearTimeout(timer);
  }
}

// One mail on the queue under its deterministic id (a second add of the same mail is a no-op), within the time-out.
export async function queueMail(queue: Queue<MailJob>, job: MailJob, opts: Omit<JobsOptions, 'jobId'> = {}): Promise<void> {
  await withinMailQueueTimeout(queue.add(job.kind, job, { ...opts, jobId: mailJobId(job) }));
}
