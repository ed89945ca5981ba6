import * as ical from 'node-ical';
import { bookingMail, type BookingMailData } from './booking.mail';
import { enquiryNotificationMail, type EnquiryMailData } from './enquiry-notification.mail';
import { ownerMailContext } from '../../test/mail-context.fixture';

const ctx = ownerMailContext({
  address: { street: '12 Main St E', locality: 'Milton', region: 'ON', postalCode: 'L9T 1N4', country: 'CA' },
});
// The Monday after the clocks go back: 08:00 is 13:00 UTC (EST).
const data: BookingMailData = {
  kind: 'confirmation',
  version: 1,
  booking: { id: 7, day: '2026-11-02', startTime: '08:00', endTime: '12:00' },
  enquiry: { id: 42, email: 'jane@example.org' },
  manageToken: 'A'.repeat(43),
};

function icsOf(mail: ReturnType<typeof bookingMail>): string {
  const attachment = (mail.attachments ?? [])[0];
  if (!attachment || typeof attachment.content !== 'string') throw new Error('no .ics attached');
  return attachment.content;
}

describe('booking mails', () => {
  it('confirms the date, window, address, what to prepare and the manage link', () => {
    const mail = bookingMail(data, ctx);
    expect(mail.to).toBe('jane@example.org');
    expect(mail.subject).toBe('Booked: Monday, November 2, 2026, 8:00 AM – 12:00 PM – Owner Heating & Air');
    for (const part of ['Date: Monday, November 2, 2026', 'Arrival window: 8:00 AM – 12:00 PM', 'Our address: 12 Main St E, Milton, ON L9T 1N4', 'What to prepare:', `https://www.example.com/book/manage/${'A'.repeat(43)}`, '(416) 555-0199']) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain(`href="https://www.example.com/book/manage/${'A'.repeat(43)}"`);
    expect(mail.html).toContain('Owner Heating &amp; Air');
  });

  it('attaches an .ics a maintained parser reads as the window in Toronto time', () => {
    const mail = bookingMail(data, ctx);
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'booking.ics', contentType: expect.stringMatching(/^text\/calendar/) });
    const events = Object.values(ical.sync.parseICS(icsOf(mail))).filter((e): e is ical.VEvent => e?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    const [event] = events as [ical.VEvent];
    expect(event.start.toISOString()).toBe('2026-11-02T13:00:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-11-02T17:00:00.000Z');
    expect(event.start.tz).toBe('America/Toronto');
    expect(event.uid).toBe('booking-7@mail.example.com');
    expect(String(event.summary)).toContain('8:00 AM – 12:00 PM');
  });

  it('keeps a summer window at its wall time too (EDT)', () => {
    const summer = bookingMail({ ...data, booking: { ...data.booking, day: '2027-03-15' } }, ctx);
    const [event] = Object.values(ical.sync.parseICS(icsOf(summer))).filter((e): e is ical.VEvent => e?.type === 'VEVENT');
    expect(event?.start.toISOString()).toBe('2027-03-15T12:00:00.000Z');
  });

  it('a reminder says tomorrow; a cancellation has neither an .ics nor a manage link', () => {
    expect(bookingMail({ ...data, kind: 'reminder' }, ctx).subject).toMatch(/^Reminder: we come tomorrow, Monday, November 2, 2026/);
    const cancelled = bookingMail({ ...data, kind: 'cancelled', manageToken: null }, ctx);
    expect(cancelled.subject).toMatch(/^Cancelled: your visit on Monday, November 2, 2026/);
    expect(cancelled.attachments).toBeUndefined();
    expect(cancelled.text).not.toContain('/book/manage/');
    expect(cancelled.text).toContain('https://www.example.com/book');
  });

  it('each version is a message of its own', () => {
    expect(bookingMail(data, ctx).messageId).not.toBe(bookingMail({ ...data, version: 2 }, ctx).messageId);
  });

  it('the business notification of a booking says Booked with the window', () => {
    const enquiry: EnquiryMailData = {
      id: 42, formType: 'Contact Page Form', name: 'Jane', email: 'jane@example.org', phone: '905-555-0100', subject: 'Furnace check', message: 'Noisy',
      createdAt: new Date('2026-10-30T14:30:00Z'), situation: 'other', urgent: false, timeWindow: null, postalCode: 'L9T 1P7', outsideServiceArea: false,
    };
    const mail = enquiryNotificationMail(enquiry, ctx, data.booking);
    expect(mail.subject).toBe('Booked Monday, November 2, 2026, 8:00 AM – 12:00 PM: Furnace check (Contact Page Form)');
    expect(mail.text).toContain('Booked: Monday, November 2, 2026, 8:00 AM – 12:00 PM');
  });
});
