import type { SiteSettings } from '@hvac/contracts';
import type Mail from 'nodemailer/lib/mailer';

// What every template needs besides its row: who sends, where enquiries go, the public site (all from
// the worker's configuration), and the business as the owner's site settings describe it now.
export type Mailbox = { name: string; address: string };

// A mailbox as configured; a part left out (a bare address, an unset variable) is the site settings'.
export type ConfiguredMailbox = { name: string | null; address: string | null };

export type MailAddresses = {
  from: ConfiguredMailbox;
  enquiryTo: ConfiguredMailbox;
  siteUrl: string;
};

export type MailContext = { from: Mailbox; enquiryTo: Mailbox; siteUrl: string; business: SiteSettings };

// A rendered mail, ready for the transport.
export type RenderedMail = Required<Pick<Mail.Options, 'from' | 'to' | 'subject' | 'text' | 'html' | 'messageId'>> &
  Pick<Mail.Options, 'replyTo' | 'headers' | 'list' | 'priority' | 'attachments'>;

// `Name <address>`, a bare address, or nothing at all.
export function parseMailbox(value: string): ConfiguredMailbox {
  if (!value.trim()) return { name: null, address: null };
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (!match) return { name: null, address: value.trim() };
  const name = (match[1] ?? '').replace(/^"(.*)"$/, '$1');
  return { name: name || null, address: match[2] ?? '' };
}

// The configured mailbox completed from the owner's site settings: the business name and e-mail.
export function mailboxOf(configured: ConfiguredMailbox, business: Pick<SiteSettings, 'businessName' | 'email'>): Mailbox {
  return { name: configured.name ?? business.businessName, address: configured.address ?? business.email };
}
