import { apiPaths, newsletterConfirmTtlHours, newsletterConsent } from '@hvac/contracts';
import type { SubscriberEntity } from '@hvac/leads';
import { escapeHtml, htmlDocument, messageId, siteLink } from './layout';
import type { MailContext, RenderedMail } from './mail-context';
import { newsletterFooterHtml, newsletterFooterText, newsletterListHeaders, unsubscribeUrl } from './newsletter-footer';

// The row and the tokens of this mail's links (the row keeps only their hashes).
export type SubscriberMailData = Pick<SubscriberEntity, 'id' | 'email' | 'confirmRound'> & { confirmToken: string; unsubscribeToken: string };

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteLink(siteUrl, apiPaths.newsletterConfirm)}?token=${encodeURIComponent(token)}`;
}

// (c) Double opt-in. The link opens a page whose button confirms (a POST), so a mail scanner that
// follows links confirms nothing.
export function newsletterConfirmationMail(subscriber: SubscriberMailData, ctx: MailContext): RenderedMail {
  const { business } = ctx;
  const subject = `Please confirm your subscription to ${business.businessName}`;
  const link = confirmUrl(ctx.siteUrl, subscriber.confirmToken);
  const days = Math.round(newsletterConfirmTtlHours / 24);
  const unsubscribe = unsubscribeUrl(ctx.siteUrl, subscriber.unsubscribeToken);
  const text = [
    `Someone – hopefully you – asked to receive the ${business.businessName} newsletter at ${subscriber.email}.`,
    '',
    `To confirm, open this link and press the button on the page (the link works for ${days} days):`,
    link,
    '',
    `What you agree to: "${newsletterConsent.text}"`,
    '',
    'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
    '',
    newsletterFooterText(unsubscribe, business),
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 12px">Someone – hopefully you – asked to receive the ${escapeHtml(business.businessName)} newsletter at <strong>${escapeHtml(subscriber.email)}</strong>.</p>
<p style="margin:0 0 20px">To confirm, open the confirmation page and press the button there. The link works for ${days} days.</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#c0392b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold">Confirm my subscription</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#555">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p style="margin:0 0 12px;font-size:13px;color:#555">What you agree to: “${escapeHtml(newsletterConsent.text)}”</p>
<p style="margin:0 0 12px">If you did not ask for this, ignore this e-mail: you will not be subscribed.</p>
${newsletterFooterHtml(unsubscribe, business)}`,
    business.businessName,
  );
  return {
    from: ctx.from,
    to: subscriber.email,
    subject,
    text,
    html,
    messageId: messageId(`subscriber-${subscriber.id}-confirm-${subscriber.confirmRound}`, ctx.from.address),
    ...newsletterListHeaders(unsubscribe),
  };
}
