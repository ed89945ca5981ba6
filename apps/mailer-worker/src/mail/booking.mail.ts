import { type BookingMailKind, type PostalAddress, telHref } from '@hvac/contracts';
import type { BookingEntity, EnquiryEntity } from '@hvac/leads';
import { ICalCalendar } from 'ical-generator';
import { escapeHtml, htmlDocument, customerEnvelope, signatureHtml, signatureText, siteLink } from './layout';
import type { MailContext, RenderedMail } from './mail-context';

export type BookedWindow = Pick<BookingEntity, 'day' | 'startTime' | 'endTime'>;

export type BookingMailData = {
  kind: BookingMailKind;
  version: number;
  booking: Pick<BookingEntity, 'id' | 'day' | 'startTime' | 'endTime'>;
  enquiry: Pick<EnquiryEntity, 'id' | 'email'>;
  // The manage link's token: confirmations and reminders carry one; a cancellation does not.
  manageToken: string | null;
};

const siteTimeZone = 'America/Toronto';
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });

// "Thursday, December 3, 2026", "8:00 AM – 12:00 PM": wall times of Toronto, as booked.
export function bookingDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

export function bookingWindow(booking: Pick<BookingEntity, 'startTime' | 'endTime'>): string {
  const at = (time: string) => timeFormat.format(new Date(`1970-01-01T${time}:00Z`));
  return `${at(booking.startTime)} – ${at(booking.endTime)}`;
}

export function manageLink(siteUrl: string, token: string): string {
  return siteLink(siteUrl, `/book/manage/${token}`);
}

function addressLine(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

// The arrival window as a calendar entry, in Toronto time (TZID with the wall times as booked).
export function bookingIcs(data: BookingMailData, ctx: MailContext): string {
  const { booking } = data;
  const calendar = new ICalCalendar({ prodId: { company: ctx.business.businessName, product: 'Booking', language: 'EN' } });
  calendar.createEvent({
    id: `booking-${booking.id}@${ctx.from.address.split('@')[1] ?? 'localhost'}`,
    // Each move is a new version of the same entry: calendars update it rather than add another.
    sequence: data.version,
    start: `${booking.day}T${booking.startTime}:00`,
    end: `${booking.day}T${booking.endTime}:00`,
    timezone: siteTimeZone,
    summary: `${ctx.business.businessName}: technician arrives between ${bookingWindow(booking)}`,
    description: `Your booking #${data.enquiry.id}. ${preparation}`,
    url: data.manageToken ? manageLink(ctx.siteUrl, data.manageToken) : null,
  });
  return calendar.toString();
}

const preparation =
  'Please make sure someone over 18 is home, the furnace, air conditioner or water heater can be reached (clear about a metre around it), pets are kept in another room, and have the model and serial number at hand if you can.';

const subjects: Record<BookingMailKind, (when: string) => string> = {
  confirmation: (when) => `Booked: ${when}`,
  reminder: (when) => `Reminder: we come tomorrow, ${when}`,
  cancelled: (when) => `Cancelled: your visit on ${when}`,
};

// The visitor's confirmation (booked or moved), reminder (the day before) or cancellation: the date,
// window, where the business is, what to prepare, the manage link and, but for a cancellation, the .ics.
export function bookingMail(data: BookingMailData, ctx: MailContext): RenderedMail {
  const { business } = ctx;
  const when = `${bookingDay(data.booking.day)}, ${bookingWindow(data.booking)}`;
  const subject = `${subjects[data.kind](when)} – ${business.businessName}`;
  const lead =
    data.kind === 'cancelled'
      ? `Your visit on ${when} is cancelled. To book another, visit ${siteLink(ctx.siteUrl, '/book')} or call us.`
      : `Our technician arrives on ${bookingDay(data.booking.day)} between ${bookingWindow(data.booking)}. We call when we are on our way.`;
  const lines: [string, string][] = [
    ['Date', bookingDay(data.booking.day)],
    ['Arrival window', bookingWindow(data.booking)],
    ['Reference', `#${data.enquiry.id}`],
    ['Our address', addressLine(business.address)],
  ];
  const manage = data.manageToken ? manageLink(ctx.siteUrl, data.manageToken) : null;
  const manageText = 'To move the visit to another window or cancel it';
  const emergency = 'No heat, no cooling or a gas smell before then? Do not wait: call our 24/7 emergency line at';
  const text = [
    lead,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    ...(data.kind === 'cancelled' ? [] : ['', `What to prepare: ${preparation}`]),
    ...(manage ? ['', `${manageText}: ${manage}`] : []),
    '',
    `${emergency} ${business.phones.emergency}.`,
    '',
    signatureText(business),
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<table style="border-collapse:collapse;margin:0 0 16px">${lines
      .map(([k, v]) => `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`)
      .join('')}</table>
${data.kind === 'cancelled' ? '' : `<p style="margin:0 0 12px"><strong>What to prepare:</strong> ${escapeHtml(preparation)}</p>`}
${manage ? `<p style="margin:0 0 12px">${escapeHtml(manageText)}: <a href="${escapeHtml(manage)}">manage your booking</a>.</p>` : ''}
<p style="margin:0 0 12px">${escapeHtml(emergency)} <a href="${escapeHtml(telHref(business.phones.emergency))}"><strong>${escapeHtml(business.phones.emergency)}</strong></a>.</p>
${signatureHtml(business)}`,
    business.businessName,
  );
  return {
    ...customerEnvelope(ctx, data.enquiry.email, `booking-${data.booking.id}-${data.kind}-v${data.version}`),
    subject,
    text,
    html,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Enquiry-Id': String(data.enquiry.id) },
    ...(data.kind === 'cancelled' ? {} : { attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: bookingIcs(data, ctx) }] }),
  };
}
