import type { SettingsNoticeEntity } from '@hvac/site-settings';
import { escapeHtml, formatTime, htmlDocument, messageId, signatureHtml, signatureText } from './layout';
import type { MailContext, RenderedMail } from './mail-context';

export type SettingsEmailChangedData = Pick<SettingsNoticeEntity, 'id' | 'previousEmail' | 'newEmail' | 'changedBy' | 'changedAt'>;

// To the site's previous e-mail address after the owner changed it: enquiries and the site's mails now use the new
// one, so the old inbox is the one place a change nobody meant to make can be noticed.
export function settingsEmailChangedMail(notice: SettingsEmailChangedData, ctx: MailContext): RenderedMail {
  const { business } = ctx;
  const subject = `The e-mail address of the ${business.businessName} website was changed`;
  const what = `On ${formatTime(notice.changedAt)}, ${notice.changedBy} changed the website's e-mail address from ${notice.previousEmail} to ${notice.newEmail}.`;
  const effect = 'New enquiries are now sent to the new address, and the website sends its mails from it.';
  const notYou = 'If this change was not expected, sign in to the admin portal as the owner, put the address back under Settings, and review the staff accounts.';
  const text = ['Hello,', '', what, '', effect, '', notYou, '', signatureText(business)].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">${escapeHtml(what)}</p>
<p style="margin:0 0 12px">${escapeHtml(effect)}</p>
<p style="margin:0 0 12px"><strong>${escapeHtml(notYou)}</strong></p>
${signatureHtml(business)}`,
    business.businessName,
  );
  return {
    from: ctx.from,
    to: notice.previousEmail,
    subject,
    text,
    html,
    messageId: messageId(`settings-notice-${notice.id}-email-changed`, ctx.from.address),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
