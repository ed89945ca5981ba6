import { type AccountMailKind, type MailJob, mailJobId, mailQueueName } from '@hvac/contracts';
import { AccountMailEntity } from '@hvac/leads';
import { InjectRedis } from '@hvac/server-kit';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import { ACCOUNT_MAIL_ENV, type AccountMailEnv } from './account-mail.config';

// Long enough for a busy Redis; a request must not hang on a dead one.
const enqueueTimeoutMs = 5000;

export type AccountMail = { kind: AccountMailKind; to: string; name: string; link: string; linkExpiresAt: Date };

// Staff account mails go the way every mail of the site goes: the row first (so the mail exists even when Redis
// does not answer), then a job carrying only the row's id on the `mail` queue, which mailer-worker sends with
// retries and reports back to the row.
@Injectable()
export class AccountMails implements OnModuleDestroy {
  private readonly logger = new Logger('AccountMail');
  private readonly queue: Queue<MailJob>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() redis: Redis,
    @Inject(ACCOUNT_MAIL_ENV) env: AccountMailEnv,
  ) {
    this.queue = new Queue<MailJob>(mailQueueName, {
      connection: redis,
      prefix: env.MAIL_QUEUE_PREFIX,
      defaultJobOptions: {
        attempts: env.MAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: env.MAIL_BACKOFF_MS, jitter: 0.2 },
        removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
        removeOnFail: false,
      },
    });
    // Connection trouble surfaces on the add calls; without a listener the event would crash the process.
    this.queue.on('error', () => undefined);
  }

  // Stores the mail (in the caller's transaction when given one) and returns its row id; queue it with dispatch
  // once that transaction committed.
  async store(mail: AccountMail, manager: EntityManager = this.db.manager): Promise<number> {
    const row = manager.create(AccountMailEntity, {
      kind: mail.kind,
      recipient: mail.to,
      recipientName: mail.name,
      link: mail.link,
      linkExpiresAt: mail.linkExpiresAt,
    });
    return (await manager.save(row)).id;
  }

  // A stored mail goes on the queue. A queue that does not answer is logged, not thrown: the action the mail
  // belongs to has happened, and the person can ask for the link again.
  async dispatch(kind: AccountMailKind, accountMailId: number): Promise<void> {
    const job: MailJob = { kind, accountMailId };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${enqueueTimeoutMs} ms`)), enqueueTimeoutMs)));
    try {
      await Promise.race([this.queue.add(kind, job, { jobId: mailJobId(job) }), timeout]);
    } catch (error) {
      this.logger.error({ event: 'account-mail.not-queued', accountMailId, kind, err: error instanceof Error ? error.message : String(error) });
    } finally {
      clearTimeout(timer);
    }
  }

  async send(mail: AccountMail): Promise<number> {
    const id = await this.store(mail);
    await this.dispatch(mail.kind, id);
    return id;
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }
}
