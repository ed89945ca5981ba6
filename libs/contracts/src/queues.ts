// The one queue between the APIs (content-api, auth-api) and mailer-worker, and what travels on it.
export const mailQueueName = 'mail';

// Jobs carry ids only: the worker reads the row when it sends, so a mail always reflects the
// current state (an unsubscribed or already confirmed address is never mailed).
export type MailJob =
  | { kind: 'enquiry-notify'; enquiryId: number }
  | { kind: 'enquiry-ack'; enquiryId: number }
  // `round` counts confirmation mails of one subscriber, so a later sign-up is a new message.
  | { kind: 'newsletter-confirm'; subscriberId: number; round: number }
  // Staff account mails (auth-api): the row in auth.account_mails holds the recipient and the link.
  | { kind: AccountMailKind; accountMailId: number }
  // The owner changed the site's e-mail address (notifications and sender): the old address is told.
  | { kind: 'settings-email-changed'; noticeId: number }
  // After the visit: a finished customer's review request and its one reminder; an urgent enquiry still new.
  | { kind: ReviewMailKind; reviewRequestId: number }
  | { kind: 'urgent-alert'; enquiryId: number }
  // A booking's mail (content.booking_mails holds which one, for which version of the booking).
  | { kind: 'booking-mail'; bookingMailId: number; bookingId: number; mail: BookingMailKind; version: number };

export const reviewMailKinds = ['review-request', 'review-reminder'] as const;
export type ReviewMailKind = (typeof reviewMailKinds)[number];

// confirmation: booked or moved (with the .ics and a manage link); cancelled; reminder: the day before.
export const bookingMailKinds = ['confirmation', 'cancelled', 'reminder'] as const;
export type BookingMailKind = (typeof bookingMailKinds)[number];

export const accountMailKinds = ['staff-invitation', 'password-reset', 'account-unlock'] as const;
export type AccountMailKind = (typeof accountMailKinds)[number];


// Deterministic ids: queuing the same message twice never sends it twice. BullMQ accepts ':' in a
// custom id only as exactly three parts.
export function mailJobId(job: MailJob): string {
  switch (job.kind) {
    case 'enquiry-notify':
      return `enquiry:${job.enquiryId}:notify`;
    case 'enquiry-ack':
      return `enquiry:${job.enquiryId}:ack`;
    case 'newsletter-confirm':
      return `subscriber:${job.subscriberId}:confirm-${job.round}`;
    case 'staff-invitation':
    case 'password-reset':
    case 'account-unlock':
      return `account-mail:${job.accountMailId}:${job.kind}`;
    case 'settings-email-changed':
      return `settings-notice:${job.noticeId}:email-changed`;
    case 'review-request':
    case 'review-reminder':
      return `review:${job.reviewRequestId}:${job.kind}`;
    case 'urgent-alert':
      return `urgent:${job.enquiryId}:alert-mail`;
    // Tied to the booking's version: a moved or cancelled booking's earlier reminder has another id.
    case 'booking-mail':
      return `booking:${job.bookingId}:${job.mail}-v${job.version}`;
  }
}
