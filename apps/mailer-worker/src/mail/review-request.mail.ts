import { afterVisitPaths } from '@hvac/contracts';
import { escapeHtml, htmlDocument, customerEnvelope, siteLink } from './layout';
import type { MailContext, RenderedMail } from './mail-context';
import { newsletterFooterHtml, newsletterFooterText, newsletterListHeaders } from './newsletter-footer';

// What a review mail needs: the request's row id, where it goes, and its two link tokens.
export type ReviewMailData = { id: number; email: string; reviewToken: string; unsubscribeToken: string };

export const reviewLinkUrl = (siteUrl: string, token: string) => `${siteLink(siteUrl, afterVisitPaths.reviewLink)}?token=${encodeURIComponent(token)}`;
export const reviewUnsubscribeUrl = (siteUrl: string, token: string) => `${siteLink(siteUrl, afterVisitPaths.reviewUnsubscribe)}?token=${encodeURIComponent(token)}`;

// The same words to every finished customer: no "were you happy?" first (Google's review policy forbids
// asking only the satisfied). A commercial message under CASL: it names the business with its mailing
// address and carries a working unsubscribe link and the one-click headers.
function reviewMail(data: ReviewMailData, ctx: MailContext, reminder: boolean): RenderedMail {
  const { business } = ctx;
  const link = reviewLinkUrl(ctx.siteUrl, data.reviewToken);
  const unsubscribe = reviewUnsubscribeUrl(ctx.siteUrl, data.unsubscribeToken);
  const subject = reminder ? `A reminder: how did we do? – ${business.businessName}` : `How did we do? – ${business.businessName}`;
  const opening = reminder
    ? `A few days ago we asked for a review of your recent service from ${business.businessName}. If you have a minute, it helps neighbours choose and helps us improve.`
    : `Thank you for choosing ${business.businessName}. Would you take a minute to review the service you received? Every review helps neighbours choose and helps us improve.`;
  const once = reminder ? 'This is the only reminder we send.' : 'We will send one reminder at most, and none once you have followed the link.';
  const text = [opening, '', `Leave a review: ${link}`, '', once, '', newsletterFooterText(unsubscribe, business)].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(opening)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#c0392b;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold">Leave a review</a></p>
<p style="margin:0;color:#555;font-size:13px">${escapeHtml(once)}</p>
${newsletterFooterHtml(unsubscribe, business)}`,
    business.businessName,
  );
  return {
    ...customerEnvelope(ctx, data.email, `review-${data.id}-${reminder ? 'reminder' : 'request'}`),
    subject,
    text,
    html,
    ...newsletterListHeaders(unsubscribe),
  };
}

export const reviewRequestMail = (data: ReviewMailData, ctx: MailContext) => reviewMail(data, ctx, false);
export const reviewReminderMail = (data: ReviewMailData, ctx: MailContext) => reviewMail(data, ctx, true);
