import type Mail from 'nodemailer/lib/mailer';

// What every template needs besides its row: who sends, where enquiries go, and the public site.
export type Mailbox = { name: string; address: string };

export type MailContext = {
  from: Mailbox;
  enquiryTo: Mailbox;
  siteUrl: string;
};

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
