import type { SiteSettings } from '@hvac/contracts';
import type Mail from 'nodemailer/lib/mailer';

// What every template needs besides its row: who sends, where enquiries go, the public site (all from
// the worker's configuration), and the business as the owner's site settings describe it now.
export type Mailbox = { name: string; address: string };

export type MailAddresses = {
  from: Mailbox;
  enquiryTo: Mailbox;
  siteUrl: string;
};

export type MailContext = MailAddresses & { business: SiteSettings };

// A rendered mail, ready for the transport.
export type RenderedMail = Required<Pick<Mail.Options, 'from' | 'to' | 'subject' | 'text' | 'html' | 'messageId'>> &
  Pick<Mail.Options, 'replyTo' | 'headers' | 'list' | 'priority'>;

// `Name <address>` or a bare address; a bare one is sent under the business name.
export function parseMailbox(value: string, defaultName: string): Mailbox {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (!match) return { name: defaultName, address: value.trim() };
  const name = (match[1] ?? '').replace(/^"(.*)"$/, '$1');
  return { name: name || defaultName, address: match[2] ?? '' };
}
