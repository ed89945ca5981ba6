import type { EnquiryEntity } from '@hvac/leads';
import { escapeHtml, formatTime, htmlDocument, messageId, oneLine, paragraphsHtml } from './layout';
import type { MailContext, RenderedMail } from './mail-context';

export type EnquiryMailData = Pick<
  EnquiryEntity,
  'id' | 'formType' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'createdAt'
>;

// (a) The lead itself, to the business inbox. Replying answers the visitor directly.
export function enquiryNotificationMail(enquiry: EnquiryMailData, ctx: MailContext): RenderedMail {
  const subject = `New enquiry: ${oneLine(enquiry.subject)} (${enquiry.formType})`;
  const received = formatTime(enquiry.createdAt);
  const fields: [string, string][] = [
    ['Name', enquiry.name],
    ['E-mail', enquiry.email],
    ['Phone', enquiry.phone ?? 'not given'],
    ['Form', enquiry.formType],
    ['Subject', enquiry.subject],
    ['Received', received],
    ['Reference', `#${enquiry.id}`],
  ];
  const text = [
    `A visitor sent the ${enquiry.formType} on the website. Reply to this e-mail to answer them.`,
    '',
    ...fields.map(([k, v]) => `${k}: ${oneLine(v)}`),
    '',
    'Message:',
    enquiry.message,
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">A visitor sent the <strong>${escapeHtml(enquiry.formType)}</strong> on the website. Reply to this e-mail to answer them.</p>
<table style="border-collapse:collapse;margin:0 0 16px">${fields
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(oneLine(v))}</td></tr>`,
      )
      .join('')}</table>
<h2 style="font-size:16px;margin:0 0 8px">Message</h2>
${paragraphsHtml(enquiry.message)}`,
    ctx.business.businessName,
  );
  return {
    from: ctx.from,
    to: ctx.enquiryTo,
    replyTo: { name: oneLine(enquiry.name), address: enquiry.email },
    subject,
    text,
    html,
    messageId: messageId(`enquiry-${enquiry.id}-notify`, ctx.from.address),
    headers: { 'X-Enquiry-Id': String(enquiry.id), 'X-Business': oneLine(ctx.business.businessName) },
  };
}
