import { appointmentTimeWindowLabels, enquirySituationLabels } from '@hvac/contracts';
import type { EnquiryEntity } from '@hvac/leads';
import { escapeHtml, formatTime, htmlDocument, messageId, oneLine, paragraphsHtml } from './layout';
import { type BookedWindow, bookingDay, bookingWindow } from './booking.mail';
import type { MailContext, RenderedMail } from './mail-context';

export type EnquiryMailData = Pick<
  EnquiryEntity,
  'id' | 'formType' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'createdAt' | 'situation' | 'urgent' | 'timeWindow' | 'postalCode' | 'outsideServiceArea'
>;

// The rows only some enquiries have: what is happening, and the appointment's time and place.
function intakeFields(enquiry: EnquiryMailData): [string, string][] {
  const fields: [string, string][] = [];
  if (enquiry.situation) fields.push(['Situation', enquirySituationLabels[enquiry.situation]]);
  if (enquiry.timeWindow) fields.push(['Preferred time', appointmentTimeWindowLabels[enquiry.timeWindow]]);
  if (enquiry.postalCode) {
    fields.push(['Postal code', enquiry.outsideServiceArea ? `${enquiry.postalCode} (outside our service areas: confirm whether we can come)` : enquiry.postalCode]);
  }
  return fields;
}

// Urgent enquiries say so first, in the subject the inbox lists and in the body's opening line.
function urgentLine(enquiry: EnquiryMailData): string | null {
  if (!enquiry.urgent || !enquiry.situation) return null;
  return `URGENT – ${enquirySituationLabels[enquiry.situation]}: call the visitor back first.`;
}

// (a) The lead itself, to the business inbox. Replying answers the visitor directly. A booking says
// "Booked" with its window, in the subject and the fields.
export function enquiryNotificationMail(enquiry: EnquiryMailData, ctx: MailContext, booking: BookedWindow | null = null): RenderedMail {
  const urgent = urgentLine(enquiry);
  const booked = booking ? `${bookingDay(booking.day)}, ${bookingWindow(booking)}` : null;
  const subject = urgent && enquiry.situation
    ? `URGENT – ${enquirySituationLabels[enquiry.situation].toLowerCase()} – ${oneLine(enquiry.subject)} (${enquiry.formType})`
    : `${booked ? `Booked ${booked}` : 'New enquiry'}: ${oneLine(enquiry.subject)} (${enquiry.formType})`;
  const received = formatTime(enquiry.createdAt);
  const fields: [string, string][] = [
    ['Name', enquiry.name],
    ['E-mail', enquiry.email],
    ['Phone', enquiry.phone ?? 'not given'],
    ['Form', enquiry.formType],
    ['Subject', enquiry.subject],
    ...intakeFields(enquiry),
    ...(booked ? [['Booked', booked] as [string, string]] : []),
    ['Received', received],
    ['Reference', `#${enquiry.id}`],
  ];
  const text = [
    ...(urgent ? [urgent, ''] : []),
    `A visitor sent the ${enquiry.formType} on the website. Reply to this e-mail to answer them.`,
    '',
    ...fields.map(([k, v]) => `${k}: ${oneLine(v)}`),
    '',
    'Message:',
    enquiry.message,
  ].join('\n');
  const html = htmlDocument(
    subject,
    `${urgent ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fde8e8;color:#9b1c1c;font-weight:700">${escapeHtml(urgent)}</p>\n` : ''}<p style="margin:0 0 16px">A visitor sent the <strong>${escapeHtml(enquiry.formType)}</strong> on the website. Reply to this e-mail to answer them.</p>
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
    // Mail programs mark these and can sort them first (Importance, X-Priority).
    ...(urgent ? { priority: 'high' as const } : {}),
    headers: { 'X-Enquiry-Id': String(enquiry.id), 'X-Business': oneLine(ctx.business.businessName) },
  };
}
