import type { DeliveryState, EnquiryMail, MailJob, ReviewMailKind } from '@hvac/contracts';
import { AccountMailEntity } from './entities/account-mail.entity';
import { BookingMailEntity } from './entities/booking.entity';
import { EnquiryEntity } from './entities/enquiry.entity';
import { SettingsNoticeEntity } from './entities/settings-notice.entity';
import { SubscriberEntity } from './entities/subscriber.entity';
import { ReviewRequestEntity } from './after-visit/review-request.entity';
import { UrgentAlertEntity } from './after-visit/urgent-alert.entity';

// The names of E's properties whose type is exactly T.
type PropertyOf<E, T> = { [K in keyof E]-?: [E[K]] extends [T] ? ([T] extends [E[K]] ? K : never) : never }[keyof E];

// The four columns that record one mail's delivery, named by entity property: renaming a column's
// property breaks the compile here rather than a query at run time.
export type DeliveryFields<E> = {
  state: PropertyOf<E, DeliveryState>;
  attempts: PropertyOf<E, number>;
  error: PropertyOf<E, string | null>;
  sentAt: PropertyOf<E, Date | null>;
};

export const enquiryDeliveryFields = {
  notify: { state: 'notifyState', attempts: 'notifyAttempts', error: 'notifyError', sentAt: 'notifySentAt' },
  ack: { state: 'ackState', attempts: 'ackAttempts', error: 'ackError', sentAt: 'ackSentAt' },
} as const satisfies Record<EnquiryMail, DeliveryFields<EnquiryEntity>>;

export const subscriberDeliveryFields = {
  state: 'confirmMailState',
  attempts: 'confirmMailAttempts',
  error: 'confirmMailError',
  sentAt: 'confirmMailSentAt',
} as const satisfies DeliveryFields<SubscriberEntity>;

export const accountMailDeliveryFields = {
  state: 'state',
  attempts: 'attempts',
  error: 'error',
  sentAt: 'sentAt',
} as const satisfies DeliveryFields<AccountMailEntity>;

export const settingsNoticeDeliveryFields = {
  state: 'state',
  attempts: 'attempts',
  error: 'error',
  sentAt: 'sentAt',
} as const satisfies DeliveryFields<SettingsNoticeEntity>;

export const reviewDeliveryFields = {
  'review-request': { state: 'requestState', attempts: 'requestAttempts', error: 'requestError', sentAt: 'requestSentAt' },
  'review-reminder': { state: 'reminderState', attempts: 'reminderAttempts', error: 'reminderError', sentAt: 'reminderSentAt' },
} as const satisfies Record<ReviewMailKind, DeliveryFields<ReviewRequestEntity>>;

export const urgentAlertDeliveryFields = {
  state: 'mailState',
  attempts: 'mailAttempts',
  error: 'mailError',
  sentAt: 'mailSentAt',
} as const satisfies DeliveryFields<UrgentAlertEntity>;

export const bookingMailDeliveryFields = settingsNoticeDeliveryFields satisfies DeliveryFields<BookingMailEntity>;

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

// The row and the columns a mail job reports its delivery to.
export type DeliveryTarget =
  | { entity: typeof EnquiryEntity; fields: DeliveryFields<EnquiryEntity>; id: number }
  | { entity: typeof SubscriberEntity; fields: DeliveryFields<SubscriberEntity>; id: number }
  | { entity: typeof AccountMailEntity; fields: DeliveryFields<AccountMailEntity>; id: number }
  | { entity: typeof SettingsNoticeEntity; fields: DeliveryFields<SettingsNoticeEntity>; id: number }
  | { entity: typeof ReviewRequestEntity; fields: DeliveryFields<ReviewRequestEntity>; id: number }
  | { entity: typeof UrgentAlertEntity; fields: DeliveryFields<UrgentAlertEntity>; id: number }
  | { entity: typeof BookingMailEntity; fields: DeliveryFields<BookingMailEntity>; id: number };

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
      return { entity: AccountMailEntity, fields: accountMailDeliveryFields, id: job.accountMailId };
    case 'settings-email-changed':
      return { entity: SettingsNoticeEntity, fields: settingsNoticeDeliveryFields, id: job.noticeId };
    case 'review-request':
    case 'review-reminder':
      return { entity: ReviewRequestEntity, fields: reviewDeliveryFields[job.kind], id: job.reviewRequestId };
    case 'urgent-alert':
      return { entity: UrgentAlertEntity, fields: urgentAlertDeliveryFields, id: job.enquiryId };
    case 'booking-mail':
      return { entity: BookingMailEntity, fields: bookingMailDeliveryFields, id: job.bookingMailId };
  }
}

