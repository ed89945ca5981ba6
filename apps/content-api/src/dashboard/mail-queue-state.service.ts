import { type DashboardMailQueue, mailQueueWarnAfterSeconds } from '@hvac/contracts';
import { MailQueueClient, MailQueueEnv, withinMailQueueTimeout } from '@hvac/mail-queue';
import { InjectRedis, validateEnv } from '@hvac/server-kit';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectEnv } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';

// Waiting for a worker: the plain list and the prioritized set (a delayed job waits out a retry's pause).
const waitingStates = ['waiting', 'prioritized'] as const;

// The `mail` queue as the owner's dashboard shows it: how many mails wait for the worker and how
// long the oldest has waited (the same reading as mailer-worker's hvac_mail_queue_* metrics).
@Injectable()
export class MailQueueState extends MailQueueClient {
  constructor(@InjectRedis() redis: Redis, @InjectEnv() env: ContentEnv) {
    super(redis, validateEnv(MailQueueEnv, { ...env }));
  }

  // null when Redis does not answer: the rest of the dashboard still shows.
  async read(now = Date.now()): Promise<DashboardMailQueue | null> {
    try {
      const [counts, heads] = await withinMailQueueTimeout(
        Promise.all([this.mailQueue.getJobCounts(...waitingStates), Promise.all([this.mailQueue.getJobs(['wait'], 0, 0, true), this.mailQueue.getJobs(['prioritized'], 0, 0, true)])]),
      );
      const waiting = waitingStates.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
      const stamps = heads.flat().map((job) => job.timestamp);
      const oldestWaitingSeconds = stamps.length === 0 ? 0 : Math.max(0, Math.floor((now - Math.min(...stamps)) / 1000));
      return { waiting, oldestWaitingSeconds, backingUp: oldestWaitingSeconds >= mailQueueWarnAfterSeconds };
    } catch {
      return null;
    }
  }
}
