import { Injectable, Logger } from '@nestjs/common';

export type UnlockLinkMail = { to: string; name: string; link: string };

export const UNLOCK_LINK_MAILER = Symbol('UNLOCK_LINK_MAILER');

// Delivers an unlock link to the account's owner; the account mails (queued, stored first, retried) provide it.
export type UnlockLinkMailer = { send(mail: UnlockLinkMail): Promise<void> };

// Stand-in until the account mails are connected: records that a link was made, never the link itself,
// which is as good as a password for lifting the lock.
@Injectable()
export class UnsentUnlockLinkMailer implements UnlockLinkMailer {
  private readonly logger = new Logger('UnlockLink');

  async send(mail: UnlockLinkMail): Promise<void> {
    this.logger.warn({ event: 'unlock-link.not-sent', to: mail.to, reason: 'no account mail transport connected' });
  }
}
