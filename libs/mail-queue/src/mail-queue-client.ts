import type { MailJob } from '@hvac/contracts';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { type MailQueueEnv, openMailQueue } from './mail-queue';

// A service that adds to or reads the `mail` queue: it opens the queue on the app's Redis connection when Nest makes it,
// and closes it when Nest stops the module (Nest calls onModuleDestroy on every provider that has it).
export abstract class MailQueueClient {
  protected readonly mailQueue: Queue<MailJob>;

  constructor(redis: Redis, env: MailQueueEnv) {
    this.mailQueue = openMailQueue(redis, env);
  }

  async onModuleDestroy(): Promise<void> {
    await this.mailQueue.close();
  }
}
