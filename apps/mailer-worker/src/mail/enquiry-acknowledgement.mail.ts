import { telHref } from '@hvac/contracts';
import type { EnquiryEntity } from '@hvac/leads';
import { formatOpeningHours } from '@hvac/site';
import { escapeHtml, htmlDocument, customerEnvelope, signatureHtml, signatureText } from './layout';
import type { MailContext, RenderedMail } from './mail-context';

// Only what the receipt may use: the address it goes to and the reference. Nothing else the visitor
// typed (not even the name in a greeting) can reach the mail, so a form cannot make the business send
// someone else's words to any address.
export type AcknowledgementMailData = Pick<EnquiryEntity, 'id' | 'email'>;

// (b) The visitor's receipt: a fixed thank-you, when we answer, the emergency line, the reference and
// the business's details.
export function enquiryAcknowledgementMail(enquiry: AcknowledgementMailData, ctx: MailContext): RenderedMail {
  const { business } = ctx;
  const subject = `We received your enquiry – ${business.businessName}`;
  const thanks = `Thank you for contacting ${business.businessName}. We have received your enquiry and will reply within one business day (${formatOpeningHours(business.openingHours)}).`;
  const urgent = 'If it is urgent – no heat, no cooling or a suspected gas problem – call our 24/7 emergency line at';
  const reference = `Your reference: #${enquiry.id}. Please mention it when you write or call.`;
  const notYou = 'This address was entered in a form on our website. If that was not you, please ignore this e-mail.';
  const text = [thanks, '', `${urgent} ${business.phones.emergency}.`, '', reference, '', notYou, '', signatureText(business)].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 12px">${escapeHtml(thanks)}</p>
<p style="margin:0 0 16px">${escapeHtml(urgent)}
<a href="${escapeHtml(telHref(business.phones.emergency))}"><strong>${escapeHtml(business.phones.emergency)}</strong></a>.</p>
<p style="margin:0 0 12px"><strong>${escapeHtml(reference)}</strong></p>
<p style="margin:0;color:#555;font-size:13px">${escapeHtml(notYou)}</p>
${signatureHtml(business)}`,
    business.businessName,
  );
  return {
    ...customerEnvelope(ctx, enquiry.email, `enquiry-${enquiry.id}-ack`),
    subject,
    text,
    html,
    // RFC 3834: an automatic reply, so the visitor's auto-responder does not answer it.
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Enquiry-Id': String(enquiry.id) },
  };
}
