import { enquirySituationLabels, telHref } from '@hvac/contracts';
import type { EnquiryEntity } from '@hvac/leads';
import { escapeHtml, formatTime, htmlDocument, messageId, oneLine, siteLink } from './layout';
import type { Mailbox, MailContext, RenderedMail } from './mail-context';

export type UrgentAlertMailData = Pick<EnquiryEntity, 'id' | 'name' | 'phone' | 'situation' | 'createdAt'>;

// An urgent enquiry nobody has answered: to the assignee (or the business inbox), with high importance,
// the customer's phone to call and the link that opens the enquiry in the admin.
export function urgentAlertMail(enquiry: UrgentAlertMailData, to: Mailbox | string, ctx: MailContext): RenderedMail {
  const situation = enquiry.situation ? enquirySituationLabels[enquiry.situation] : 'Urgent';
  const subject = `STILL WAITING – ${situation.toLowerCase()} – enquiry #${enquiry.id}`;
  const opening = `Urgent enquiry #${enquiry.id} (${situation}) from ${oneLine(enquiry.name)} came in at ${formatTime(enquiry.createdAt)} and is still new. Please call the customer now.`;
  const open = siteLink(ctx.siteUrl, `/admin/enquiries?id=${enquiry.id}`);
  const phone = enquiry.phone ? oneLine(enquiry.phone) : null;
  const text = [opening, '', phone ? `Phone: ${phone}` : 'No phone was given: answer by e-mail.', `Open it: ${open}`].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px;padding:8px 12px;background:#fde8e8;color:#9b1c1c;font-weight:700">${escapeHtml(opening)}</p>
${phone ? `<p style="margin:0 0 12px">Phone: <a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a></p>` : '<p style="margin:0 0 12px">No phone was given: answer by e-mail.</p>'}
<p style="margin:0"><a href="${escapeHtml(open)}">Open the enquiry</a></p>`,
    ctx.business.businessName,
  );
  return {
    from: ctx.from,
    to,
    subject,
    text,
    html,
    messageId: messageId(`enquiry-${enquiry.id}-urgent-alert`, ctx.from.address),
    priority: 'high',
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Enquiry-Id': String(enquiry.id) },
  };
}
