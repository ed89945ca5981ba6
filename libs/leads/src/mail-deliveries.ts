import { AccountMailEntity } from '@hvac/account-mails';
import type { EnquiryMail, MailJob, ReviewMailKind } from '@hvac/contracts';
import { type DeliveryFields, mailDeliveryColumnFields } from '@hvac/mail-queue';
import { SettingsNoticeEntity } from '@hvac/site-settings';
import { BookingMailEntity } from './entities/booking.entity';
import { EnquiryEntity } from './entities/enquiry.entity';
import { SubscriberEntity } from './entities/subscriber.entity';
import { ReviewRequestEntity } from './after-visit/review-request.entity';
import { UrgentAlertEntity } from './after-visit/urgent-alert.entity';

// The delivery columns of a mail whose table names them with a prefix (notify…, ack…, confirmMail…):
// `state` -> `${prefix}State` and so on. The tables with one mail per row use mailDeliveryColumnFields.
function prefixedFields<P extends string>(prefix: P) {
  return { state: `${prefix}State`, attempts: `${prefix}Attempts`, error: `${prefix}Error`, sentAt: `${prefix}SentAt` } as const;
}

export const enquiryDeliveryFields = {
  notify: prefixedFields('notify'),
  ack: prefixedFields('ack'),
} as const satisfies Record<EnquiryMail, DeliveryFields<EnquiryEntity>>;

export const subscriberDeliveryFields = prefixedFields('confirmMail') satisfies DeliveryFields<SubscriberEntity>;

export const reviewDeliveryFields = {
  'review-request': prefixedFields('request'),
  'review-reminder': prefixedFields('reminder'),
} as const satisfies Record<ReviewMailKind, DeliveryFields<ReviewRequestEntity>>;

export const urgentAlertDeliveryFields = prefixedFields('mail') satisfies DeliveryFields<UrgentAlertEntity>;

export const bookingMailDeliveryFields = mailDeliveryColumnFields satisfies DeliveryFields<BookingMailEntity>;

// Notification to the business first, then the visitor's receipt.
export const enquiryMails = Object.keys(enquiryDeliveryFields) as EnquiryMail[];

type EnquiryJob = Extract<MailJob, { enquiryId: number }>;

const enquiryJobKinds = { notify: 'enquiry-notify', ack: 'enquiry-ack' } as const satisfies Record<EnquiryMail, EnquiryJob['kind']>;

// The job builders: every mail job content-api queues is made here.
export function enquiryMailJob(enquiryId: number, mail: EnquiryMail): MailJob {
  return { kind: enquiryJobKinds[mail], enquiryId };
}

// The jobs of an enquiry's mails that are still to be delivered.
export function enquiryJobs(enquiry: Pick<EnquiryEntity, 'id' | 'notifyState' | 'ackState'>): MailJob[] {
  return enquiryMails.filter((mail) => enquiry[enquiryDeliveryFields[mail].state] === 'queued').map((mail) => enquiryMailJob(enquiry.id, mail));
}

export function confirmJob(subscriber: Pick<SubscriberEntity, 'id' | 'confirmRound'>): MailJob {
  return { kind: 'newsletter-confirm', subscriberId: subscriber.id, round: subscriber.confirmRound };
}

export function enquiryMailOf(job: EnquiryJob): EnquiryMail {
  return job.kind === 'enquiry-notify' ? 'notify' : 'ack';
}

type MailRow = EnquiryEntity | SubscriberEntity | AccountMailEntity | SettingsNoticeEntity | ReviewRequestEntity | UrgentAlertEntity | BookingMailEntity;

// The row and the columns a mail job reports its delivery to (one member per table).
export type DeliveryTarget = MailRow extends infer E ? (E extends MailRow ? { entity: new () => E; fields: DeliveryFields<E>; id: number } : never) : never;

export function deliveryTarget(job: MailJob): DeliveryTarget {
  switch (job.kind) {
    case 'enquiry-notify':
    case 'enquiry-ack':
      return { entity: EnquiryEntity, fields: enquiryDeliveryFields[enquiryMailOf(job)], id: job.enquiryId };
    case 'newsletter-confirm':
      return { entity: SubscriberEntity, fields: subscriberDeliveryFields, id: job.subscriberId };
    case 'staff-invitation':
    case 'password-reset':
    case 'account-unlock':
      return { entity: AccountMailEntity, fields: mailDeliveryColumnFields, id: job.accountMailId };
    case 'settings-email-changed':
      return { entity: SettingsNoticeEntity, fields: mailDeliveryColumnFields, id: job.noticeId };
    case 'review-request':
    case 'review-reminder':
      return { entity: ReviewRequestEntity, fields: reviewDeliveryFields[job.kind], id: job.reviewRequestId };
    case 'urgent-alert':
      return { entity: UrgentAlertEntity, fields: urgentAlertDeliveryFields, id: job.enquiryId };
    case 'booking-mail':
      return { entity: BookingMailEntity, fields: bookingMailDeliveryFields, id: job.bookingMailId };
  }
}
