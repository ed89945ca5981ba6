import { business } from '@hvac/site';
import type { EnquiryMailData } from './enquiry-notification.mail';
import { escapeHtml, htmlDocument, messageId, oneLine, paragraphsHtml, signatureHtml, signatureText } from './layout';
import type { MailContext, RenderedMail } from './mail-context';

// (b) The visitor's receipt: what we got, when we answer, and the emergency line if it cannot wait.
export function enquiryAcknowledgementMail(enquiry: EnquiryMailData, ctx: MailContext): RenderedMail {
  const subject = `We received your message – ${business.name}`;
  const name = oneLine(enquiry.name);
  const intro = `Hi ${name}, thank you for contacting ${business.name}. We have received your message and will reply within one business day (${business.hours.office.label}).`;
  const urgent = `If it is urgent – no heat, no cooling or a suspected gas problem – call our 24/7 emergency line at ${business.phones.emergency.display}.`;
  const text = [
    intro,
    '',
    urgent,
    '',
    'Your message:',
    `Subject: ${oneLine(enquiry.subject)}`,
    enquiry.message,
    '',
    `Reference: #${enquiry.id}`,
    '',
    signatureText(),
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px">If it is urgent – no heat, no cooling or a suspected gas problem – call our 24/7 emergency line at
<a href="tel:${business.phones.emergency.tel}"><strong>${escapeHtml(business.phones.emergency.display)}</strong></a>.</p>
<h2 style="font-size:16px;margin:0 0 8px">Your message</h2>
<p style="margin:0 0 8px"><strong>Subject:</strong> ${escapeHtml(oneLine(enquiry.subject))}</p>
<div style="border-left:3px solid #d0d5dc;padding-left:12px">${paragraphsHtml(enquiry.message)}</div>
<p style="margin:12px 0 0;color:#555;font-size:13px">Reference: #${enquiry.id}</p>
${signatureHtml()}`,
  );
  return {
    from: ctx.from,
    to: { name, address: enquiry.email },
    replyTo: { name: business.name, address: business.email },
    subject,
    text,
    html,
    messageId: messageId(`enquiry-${enquiry.id}-ack`, ctx.from.address),
    // RFC 3834: an automatic reply, so the visitor's auto-responder does not answer it.
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Enquiry-Id': String(enquiry.id) },
  };
}
