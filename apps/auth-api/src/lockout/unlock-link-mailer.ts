import { Injectable } from '@nestjs/common';
import { AccountMails } from '../account-mail/account-mail.service';

export type UnlockLinkMail = { to: string; name: string; link: string; linkExpiresAt: Date };

export const UNLOCK_LINK_MAILER = Symbol('UNLOCK_LINK_MAILER');

// Delivers an unlock link to the account's owner.
export type UnlockLinkMailer = { send(mail: UnlockLinkMail): Promise<void> };

// Through the account mails: stored, queued and retried like every other mail of the site.
@Injectable()
export class QueuedUnlockLinkMailer implements UnlockLinkMailer {
  constructor(private readonly mails: AccountMails) {}

  async send(mail: UnlockLinkMail): Promise<void> {
    await this.mails.send({ kind: 'account-unlock', ...mail });
  }
}
