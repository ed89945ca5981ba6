import type { MailJob } from '@hvac/contracts';
import { BookingMailEntity, bookingMailDeliveryFields, bookingMailJob, reviewDeliveryFields, ReviewRequestEntity, urgentAlertDeliveryFields, UrgentAlertEntity } from '@hvac/leads';
import { type DeliveryFields, mailDeliveryColumnFields } from '@hvac/mail-queue';
import { SettingsNoticeEntity } from '@hvac/site-settings';
import { type EntityManager, type EntityTarget, type FindOptionsOrder, type FindOptionsWhere, LessThan, type ObjectLiteral } from 'typeorm';

// A mail the sweeper makes sure of, with the time it is due (null: now).
export type SweptMail = { job: MailJob; dueAt: Date | null };

// Finds the mails of one table still queued whose job was handed over before the cutoff.
export type SweptMailSource = (db: EntityManager, cutoff: Date, pageSize: number) => AsyncGenerator<SweptMail[]>;

type PropertyOf<E, T> = { [K in keyof E]-?: [E[K]] extends [T] ? K : never }[keyof E] & string;

// A table of mails that may be due later, described by its delivery fields (mail-deliveries.ts): the
// rows whose state is still queued, `since` when their job was first handed to the queue (rows without
// it have none yet), the job and its due time. Every such row is looked at, page by page: a reminder
// can stay queued for weeks, and the oldest must not crowd out the rest.
function sweptMails<E extends ObjectLiteral>(
  entity: EntityTarget<E>,
  fields: DeliveryFields<E>,
  since: PropertyOf<E, Date | null>,
  jobOf: (row: E) => MailJob,
  dueAt: (row: E) => Date | null,
): SweptMailSource {
  return async function* (db, cutoff, pageSize) {
    const where = { [fields.state]: 'queued', [since]: LessThan(cutoff) } as FindOptionsWhere<E>;
    const order = { [since]: 'ASC' } as FindOptionsOrder<E>;
    for (let skip = 0; ; skip += pageSize) {
      const rows = await db.find(entity, { where, order, skip, take: pageSize });
      yield rows.map((row) => ({ job: jobOf(row), dueAt: dueAt(row) }));
      if (rows.length < pageSize) return;
    }
  };
}

// The mail kinds with a table of their own (the rows say when the delayed ones are due). The urgent alert mail is queued when the
// reminder fires (reminded_at); before that its row waits on the alert queue, not on a mail job.
export const sweptMailSources: SweptMailSource[] = [
  // A notice to the site's old address whose job was never added (Redis down at the save) or was lost.
  sweptMails(SettingsNoticeEntity, mailDeliveryColumnFields, 'changedAt', (row) => ({ kind: 'settings-email-changed', noticeId: row.id }), () => null),
  sweptMails(ReviewRequestEntity, reviewDeliveryFields['review-request'], 'createdAt', (row) => ({ kind: 'review-request', reviewRequestId: row.id }), () => null),
  sweptMails(
    ReviewRequestEntity,
    reviewDeliveryFields['review-reminder'],
    'createdAt',
    (row) => ({ kind: 'review-reminder', reviewRequestId: row.id }),
    (row) => row.reminderDueAt,
  ),
  sweptMails(BookingMailEntity, bookingMailDeliveryFields, 'createdAt', bookingMailJob, (row) => row.dueAt),
  sweptMails(UrgentAlertEntity, urgentAlertDeliveryFields, 'remindedAt', (row) => ({ kind: 'urgent-alert', enquiryId: row.enquiryId }), (row) => row.remindedAt),
];
