import { AcknowledgedAddressEntity, BookingEntity, EnquiryEntity, EnquiryNoteEntity, EnquiryStatusChangeEntity, ReviewRequestEntity, SubscriberEntity, SubscriberTokenEntity } from '@hvac/leads';
import { SettingsNoticeEntity } from '@hvac/site-settings';
import { Brackets, type EntityManager, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { acknowledgementAddress } from '../leads/enquiry.service';
import { PrivacyRequestEntity } from './privacy-request.entity';

// Whom a request is about: an e-mail address, a phone number (its last ten digits), or both.
export type DataSubject = { email: string | null; phoneDigits: string | null };

export function dataSubjectOf(email: string | null, phone: string | null): DataSubject {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return { email: email?.trim().toLowerCase() || null, phoneDigits: digits.length >= 7 ? digits.slice(-10) : null };
}

type Row = object;

// One table that can hold a visitor's personal data: how to find the person's rows and how to erase them.
// `erase` runs in the erasure's transaction, in the order of the list (rows that hang off others first).
export type PersonalDataSource = {
  table: string;
  description: string;
  find: (m: EntityManager, who: DataSubject) => Promise<Row[]>;
  erase: (m: EntityManager, who: DataSubject, requestId: number) => Promise<number>;
};

// Rows whose e-mail column matches the address (case aside) or whose phone ends in the same ten digits.
function matching<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, who: DataSubject, columns: { email?: string[]; phone?: string }): SelectQueryBuilder<T> {
  return qb.where(
    new Brackets((or) => {
      or.where('false');
      if (who.email) for (const column of columns.email ?? []) or.orWhere(`lower(${qb.alias}.${column}) = :email`, { email: who.email });
      if (who.phoneDigits && columns.phone) or.orWhere(`right(regexp_replace(${qb.alias}.${columns.phone}, '\\D', '', 'g'), 10) = :phone`, { phone: who.phoneDigits });
    }),
  );
}

const enquiriesOf = (m: EntityManager, who: DataSubject) => matching(m.createQueryBuilder(EnquiryEntity, 'e'), who, { email: ['email'], phone: 'phone' }).orderBy('e.id').getMany();
const enquiryIdsOf = async (m: EntityManager, who: DataSubject) => (await enquiriesOf(m, who)).map((e) => e.id);
const subscribersOf = (m: EntityManager, who: DataSubject) => matching(m.createQueryBuilder(SubscriberEntity, 's'), who, { email: ['email'] }).orderBy('s.id').getMany();
const subscriberIdsOf = async (m: EntityManager, who: DataSubject) => (await subscribersOf(m, who)).map((s) => s.id);
const deleted = (result: { affected?: number | null }) => result.affected ?? 0;
// Postgres refuses an empty IN (); no ids means nothing to read or remove.
const whenAny = async <T>(ids: number[], run: (ids: number[]) => Promise<T>, none: T): Promise<T> => (ids.length ? run(ids) : none);

// Every table of the content schema with a visitor's personal data, in one place: the privacy test fails
// when a table is added to the schema without being listed here or in tablesWithoutPersonalData.
export const personalDataSources: PersonalDataSource[] = [
  {
    table: 'content.enquiry_notes',
    description: 'Staff notes on your enquiries',
    find: async (m, who) => whenAny(await enquiryIdsOf(m, who), (ids) => m.find(EnquiryNoteEntity, { where: { enquiryId: In(ids) }, order: { id: 'ASC' } }), []),
    erase: async (m, who) => whenAny(await enquiryIdsOf(m, who), async (ids) => deleted(await m.delete(EnquiryNoteEntity, { enquiryId: In(ids) })), 0),
  },
  {
    table: 'content.enquiry_status_changes',
    description: 'How your enquiries were followed up (status changes)',
    find: async (m, who) => whenAny(await enquiryIdsOf(m, who), (ids) => m.find(EnquiryStatusChangeEntity, { where: { enquiryId: In(ids) }, order: { id: 'ASC' } }), []),
    erase: async (m, who) => whenAny(await enquiryIdsOf(m, who), async (ids) => deleted(await m.delete(EnquiryStatusChangeEntity, { enquiryId: In(ids) })), 0),
  },
  {
    table: 'content.acknowledged_addresses',
    description: 'When we last mailed you a receipt',
    find: (m, who) => (who.email ? m.find(AcknowledgedAddressEntity, { where: { address: acknowledgementAddress(who.email) } }) : Promise.resolve([])),
    erase: async (m, who) => (who.email ? deleted(await m.delete(AcknowledgedAddressEntity, { address: acknowledgementAddress(who.email) })) : 0),
  },
  {
    table: 'content.bookings',
    description: 'Your booked arrival windows, with the mails about them',
    find: async (m, who) => whenAny(await enquiryIdsOf(m, who), (ids) => m.find(BookingEntity, { where: { enquiryId: In(ids) }, order: { id: 'ASC' } }), []),
    // Their manage-link tokens and mail records go with them (ON DELETE CASCADE).
    erase: async (m, who) => whenAny(await enquiryIdsOf(m, who), async (ids) => deleted(await m.delete(BookingEntity, { enquiryId: In(ids) })), 0),
  },
  {
    table: 'content.review_requests',
    description: 'Requests to review us after a job, with their consent record and delivery',
    find: (m, who) => matching(m.createQueryBuilder(ReviewRequestEntity, 'r'), who, { email: ['email'] }).orderBy('r.id').getMany(),
    // Their link tokens go with them (ON DELETE CASCADE).
    erase: async (m, who) => {
      const ids = (await matching(m.createQueryBuilder(ReviewRequestEntity, 'r'), who, { email: ['email'] }).getMany()).map((r) => r.id);
      return whenAny(ids, async (some) => deleted(await m.delete(ReviewRequestEntity, { id: In(some) })), 0);
    },
  },
  {
    table: 'content.enquiries',
    description: 'Your enquiries, with the mails we sent about them (notice to our office, receipt to you) and their delivery',
    // The dedupe key is a hash of the message, not information about the person.
    find: async (m, who) => (await enquiriesOf(m, who)).map(({ dedupeKey: _hash, ...row }) => row),
    erase: async (m, who) => whenAny(await enquiryIdsOf(m, who), async (ids) => deleted(await m.delete(EnquiryEntity, { id: In(ids) })), 0),
  },
  {
    table: 'content.subscriber_tokens',
    description: 'Newsletter link tokens (only their hashes are kept)',
    find: async (m, who) =>
      whenAny(await subscriberIdsOf(m, who), async (ids) => (await m.find(SubscriberTokenEntity, { where: { subscriberId: In(ids) } })).map(({ tokenHash: _hash, ...row }) => row), [] as Row[]),
    erase: async (m, who) => whenAny(await subscriberIdsOf(m, who), async (ids) => deleted(await m.delete(SubscriberTokenEntity, { subscriberId: In(ids) })), 0),
  },
  {
    table: 'content.subscribers',
    description: 'Your newsletter subscription with its consent record and the confirmation mail we sent',
    find: (m, who) => subscribersOf(m, who),
    erase: async (m, who) => whenAny(await subscriberIdsOf(m, who), async (ids) => deleted(await m.delete(SubscriberEntity, { id: In(ids) })), 0),
  },
  {
    table: 'content.settings_notices',
    description: "Mails about a change of the site's e-mail address",
    find: (m, who) => matching(m.createQueryBuilder(SettingsNoticeEntity, 'n'), who, { email: ['previous_email', 'new_email'] }).getMany(),
    erase: async (m, who) => {
      const ids = (await matching(m.createQueryBuilder(SettingsNoticeEntity, 'n'), who, { email: ['previous_email', 'new_email'] }).getMany()).map((n) => n.id);
      return whenAny(ids, async (some) => deleted(await m.delete(SettingsNoticeEntity, { id: In(some) })), 0);
    },
  },
  {
    table: 'content.privacy_requests',
    description: 'Your privacy requests',
    find: (m, who) => matching(m.createQueryBuilder(PrivacyRequestEntity, 'r'), who, { email: ['email'], phone: 'phone' }).orderBy('r.id').getMany(),
    // Kept as proof of the answer, without who asked or how to reach them.
    erase: async (m, who) => {
      const ids = (await matching(m.createQueryBuilder(PrivacyRequestEntity, 'r'), who, { email: ['email'], phone: 'phone' }).getMany()).map((r) => r.id);
      return whenAny(ids, async (some) => (await m.update(PrivacyRequestEntity, { id: In(some) }, { email: null, phone: null, requesterName: 'Erased on request', note: '' })).affected ?? 0, 0);
    },
  },
];

// The rest of the content schema, and why none of it is a visitor's personal data.
export const tablesWithoutPersonalData: Record<string, string> = {
  'content.mail_suppressions': 'a SHA-256 of each erased address, kept so it is never mailed again',
  'content.site_settings': "the business's own details",
  'content.blogs': 'published content',
  'content.categories': 'published content',
  'content.location_pages': 'published content',
  'content.media': 'images uploaded by staff',
  'content.redirects': 'old and new addresses of pages',
  'content.revisions': 'earlier versions of content, with the staff author',
  'content.preview_links': 'hashes of preview links',
  'content.migrations': "the schema's history",
  'content.seed_runs': 'which sample content was seeded',
  'content.booking_calendar': "the owner's arrival windows and capacities",
  'content.booking_slots': 'the arrival windows that have bookings (a day and a start time)',
  'content.booking_manage_tokens': 'hashes of manage links, removed with their booking',
  'content.booking_mails': 'which booking mail went out when, removed with their booking',
  'content.review_tokens': 'hashes of review links, removed with their request',
  'content.urgent_alerts': 'when an urgent enquiry alerted staff; removed with the enquiry',
  'content.enquiry_first_contacts': 'when staff first answered an enquiry; removed with the enquiry',
  'content.push_subscriptions': "staff members' devices for alerts, not visitors'",
  'content.vapid_keys': "the site's own push keys",
  'content.analytics_salts': 'the daily salts of visitor hashes, deleted after a day',
  'content.analytics_events': 'page views with a visitor hash that changes every day; no address, cookie or contact detail',
  'content.analytics_daily_totals': 'daily counts',
  'content.analytics_daily_pages': 'daily counts',
  'content.analytics_daily_sources': 'daily counts',
  'content.analytics_daily_devices': 'daily counts',
  'content.analytics_daily_vitals': 'daily speed percentiles',
};
