import type { AccountMailKind } from '@hvac/contracts';
import type { AccountMailEntity } from '@hvac/account-mails';
import { escapeHtml, formatTime, htmlDocument, messageId } from './layout';
import type { MailContext, RenderedMail } from './mail-context';

// The row as the composer hands it over: a link that is still waiting to go out.
export type AccountMailData = Pick<AccountMailEntity, 'id' | 'kind' | 'recipient' | 'recipientName' | 'linkExpiresAt'> & { link: string };

type Wording = { subject: string; opening: string; action: string; button: string; closing: string };

// What each staff account mail says; all three carry one link that works once and until a stated time.
function wordingOf(kind: AccountMailKind, businessName: string): Wording {
  switch (kind) {
    case 'staff-invitation':
      return {
        subject: `You are invited to the ${businessName} admin portal`,
        opening: `You have been invited to manage the ${businessName} website.`,
        action: 'To accept, open this link and choose your name and password',
        button: 'Accept the invitation',
        closing: 'If you did not expect this invitation, ignore this e-mail: no account is made until the link is used.',
      };
    case 'password-reset':
      return {
        subject: `Reset your ${businessName} admin password`,
        opening: `Someone asked to reset the password of your ${businessName} admin account.`,
        action: 'To choose a new password, open this link',
        button: 'Choose a new password',
        closing: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      };
    case 'account-unlock':
      return {
        subject: `Your ${businessName} admin account was locked`,
        opening: `Sign-ins to your ${businessName} admin account were paused after several wrong passwords.`,
        action: 'If that was you, open this link to lift the pause',
        button: 'Unlock my account',
        closing: 'If it was not you, your password held; you may still want to change it once you are signed in.',
      };
  }
}

// In the plain style of the other mails; the link is the only action, and nothing here is typed by a visitor
// except the greeting's name, which is escaped.
export function accountMail(mail: AccountMailData, ctx: MailContext): RenderedMail {
  const { businessName } = ctx.business;
  const words = wordingOf(mail.kind, businessName);
  const until = formatTime(mail.linkExpiresAt);
  const greeting = mail.recipientName ? `Hello ${mail.recipientName},` : 'Hello,';
  const text = [greeting, '', words.opening, '', `${words.action} (it works once, until ${until}):`, mail.link, '', words.closing, '', businessName].join('\n');
  const html = htmlDocument(
    words.subject,
    `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px">${escapeHtml(words.opening)}</p>
<p style="margin:0 0 20px">${escapeHtml(words.action)}. It works once, until ${escapeHtml(until)}.</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#c0392b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold">${escapeHtml(words.button)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#555">Or paste this address into your browser: ${escapeHtml(mail.link)}</p>
<p style="margin:0 0 12px">${escapeHtml(words.closing)}</p>`,
    businessName,
  );
  return {
    from: ctx.from,
    to: mail.recipient,
    subject: words.subject,
    text,
    html,
    messageId: messageId(`account-mail-${mail.id}-${mail.kind}`, ctx.from.address),
  };
}
