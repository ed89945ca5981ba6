import type { AccountMailKind, MailJob } from '@hvac/contracts';
import { AccountMailEntity, sealAccountMailLink } from '@hvac/account-mails';
import { MailQueueClient, type MailQueueEnv, queueMail } from '@hvac/mail-queue';
import { InjectRedis } from '@hvac/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import { ACCOUNT_MAIL_ENV, ACCOUNT_MAIL_LINK_KEY } from './account-mail.config';

export type AccountMail = { kind: AccountMailKind; to: string; name: string; link: string; linkExpiresAt: Date };

// Staff account mails go the way every mail of the site goes: the row first (so the mail exists even when Redis
// does not answer), then a job carrying only the row's id on the `mail` queue, which mailer-worker sends with
// retries and reports back to the row. The row keeps the link sealed under ACCOUNT_MAIL_KEY, which only auth-api and
// mailer-worker hold, so a copy of the table opens no account.
@Injectable()
export class AccountMails extends MailQueueClient {
  private readonly logger = new Logger('AccountMail');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() redis: Redis,
    @Inject(ACCOUNT_MAIL_ENV) env: MailQueueEnv,
    @Inject(ACCOUNT_MAIL_LINK_KEY) private readonly linkKey: Buffer,
  ) {
    super(redis, env);
  }

  // Stores the mail (in the caller's transaction when given one) and returns its row id; queue it with dispatch
  // once that transaction committed.
  async store(mail: AccountMail, manager: EntityManager = this.db.manager): Promise<number> {
    const row = manager.create(AccountMailEntity, {
      kind: mail.kind,
      recipient: mail.to,
      recipientName: mail.name,
      sealedLink: sealAccountMailLink(this.linkKey, mail.link, { kind: mail.kind, recipient: mail.to }),
      linkExpiresAt: mail.linkExpiresAt,
    });
    return (await manager.save(row)).id;
  }

  // A stored mail goes on the queue. A queue that does not answer is logged, not thrown: the action the mail
  // belongs to has happened, and the person can ask for the link again.
  async dispatch(kind: AccountMailKind, accountMailId: number): Promise<void> {
    const job: MailJob = { kind, accountMailId };
    try {
      await queueMail(this.mailQueue, job);
    } catch (error) {
      this.logger.error({ event: 'account-mail.not-queued', accountMailId, kind, err: error instanceof Error ? error.message : String(error) });
    }
  }

  async send(mail: AccountMail): Promise<number> {
    const id = await this.store(mail);
    await this.dispatch(mail.kind, id);
    return id;
  }
}
