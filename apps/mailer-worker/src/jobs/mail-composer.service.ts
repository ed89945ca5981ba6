import { type MailJob, reviewMailKinds } from '@hvac/contracts';
import { AccountMailEntity, openAccountMailLink } from '@hvac/account-mails';
import { BookingEntity, BookingMailEntity, BookingManageTokens, EnquiryEntity, isSuppressed, suppressedReason, enquiryDeliveryFields, enquiryMailOf, SubscriberEntity, subscriberDeliveryFields, SubscriberTokens } from '@hvac/leads';
import { SettingsNoticeEntity } from '@hvac/site-settings';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { accountMail } from '../mail/account.mail';
import { bookingMail } from '../mail/booking.mail';
import { enquiryAcknowledgementMail } from '../mail/enquiry-acknowledgement.mail';
import { enquiryNotificationMail } from '../mail/enquiry-notification.mail';
import { type MailAddresses, mailboxOf, type MailContext, type RenderedMail } from '../mail/mail-context';
import { newsletterConfirmationMail } from '../mail/newsletter-confirmation.mail';
import { settingsEmailChangedMail } from '../mail/settings-email-changed.mail';
import { SiteSettingsCache } from './site-settings-cache.service';
import { AfterVisitComposer } from './after-visit-composer.service';

export const MAIL_CONTEXT = Symbol('MAIL_CONTEXT');
// ACCOUNT_MAIL_KEY stretched (accountMailLinkKey): opens the sealed links of staff account mails.
export const ACCOUNT_MAIL_LINK_KEY = Symbol('ACCOUNT_MAIL_LINK_KEY');

// suppressed: the visitor's address is on the suppression list; the job's row records the mail as skipped.
export type Composed = { send: true; mail: RenderedMail } | { send: false; reason: string; suppressed?: true };

// Turns a job into the mail to send, from the row as it is now. A job whose mail is already sent or
// was skipped on purpose, whose row is gone, or whose subscriber no longer waits for it is skipped:
// that is what makes a re-queued or duplicated job harmless.
@Injectable()
export class MailComposer {
  constructor(
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    @InjectRepository(AccountMailEntity) private readonly accountMails: Repository<AccountMailEntity>,
    @InjectRepository(SettingsNoticeEntity) private readonly settingsNotices: Repository<SettingsNoticeEntity>,
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(BookingMailEntity) private readonly bookingMails: Repository<BookingMailEntity>,
    private readonly tokens: SubscriberTokens,
    private readonly manageTokens: BookingManageTokens,
    @Inject(MAIL_CONTEXT) private readonly addresses: MailAddresses,
    private readonly siteSettings: SiteSettingsCache,
    @Inject(ACCOUNT_MAIL_LINK_KEY) private readonly linkKey: Buffer,
    private readonly afterVisit: AfterVisitComposer,
  ) {}

  async compose(job: MailJob): Promise<Composed> {
    // Whether review requests are on decides whether the customer is ever asked: it is read as saved now.
    const business = await ((reviewMailKinds as readonly string[]).includes(job.kind) ? this.siteSettings.readNow() : this.siteSettings.current());
    const ctx: MailContext = { siteUrl: this.addresses.siteUrl, from: mailboxOf(this.addresses.from, business), enquiryTo: mailboxOf(this.addresses.enquiryTo, business), business };
    switch (job.kind) {
      case 'enquiry-notify':
      case 'enquiry-ack': {
        const enquiry = await this.enquiries.findOneBy({ id: job.enquiryId });
        if (!enquiry) return { send: false, reason: 'enquiry no longer exists' };
        const mail = enquiryMailOf(job);
        const state = enquiry[enquiryDeliveryFields[mail].state];
        if (state === 'sent' || state === 'skipped') return { send: false, reason: `already ${state}` };
        // The receipt goes to the visitor; the notice of the enquiry goes to the business's own inbox.
        if (mail === 'ack' && (await isSuppressed(this.enquiries.manager, enquiry.email))) return { send: false, reason: suppressedReason, suppressed: true };
        return {
          send: true,
          mail: mail === 'notify' ? enquiryNotificationMail(enquiry, ctx, await this.bookings.findOneBy({ enquiryId: enquiry.id })) : enquiryAcknowledgementMail(enquiry, ctx),
        };
      }
      case 'newsletter-confirm': {
        const subscriber = await this.subscribers.findOneBy({ id: job.subscriberId });
        if (!subscriber) return { send: false, reason: 'subscriber no longer exists' };
        if (subscriber.status !== 'pending') return { send: false, reason: `subscriber is ${subscriber.status}` };
        if (subscriber.confirmRound !== job.round) return { send: false, reason: 'a newer confirmation replaced this one' };
        if (subscriber[subscriberDeliveryFields.state] === 'sent') return { send: false, reason: 'already sent' };
        if (await isSuppressed(this.subscribers.manager, subscriber.email)) return { send: false, reason: suppressedReason, suppressed: true };
        // Only the hashes are stored, so each mail gets tokens of its own (a retried attempt too; the
        // earlier ones were never mailed and nobody holds them).
        const links = { confirmToken: await this.tokens.issue(subscriber.id, 'confirm'), unsubscribeToken: await this.tokens.issue(subscriber.id, 'unsubscribe') };
        return { send: true, mail: newsletterConfirmationMail({ ...subscriber, ...links }, ctx) };
      }
      case 'staff-invitation':
      case 'password-reset':
      case 'account-unlock': {
        const row = await this.accountMails.findOneBy({ id: job.accountMailId });
        if (!row) return { send: false, reason: 'account mail no longer exists' };
        // The row forgets its link once delivery ends, so a sent mail can never be sent again.
        if (row.state !== 'queued' || row.sealedLink === null) return { send: false, reason: `already ${row.state}` };
        if (row.linkExpiresAt.getTime() <= Date.now()) return { send: false, reason: 'the link expired before the mail could go out' };
        return { send: true, mail: accountMail({ ...row, link: this.openLink(row, row.sealedLink) }, ctx) };
      }
      case 'settings-email-changed': {
        const notice = await this.settingsNotices.findOneBy({ id: job.noticeId });
        if (!notice) return { send: false, reason: 'settings notice no longer exists' };
        if (notice.state === 'sent' || notice.state === 'skipped') return { send: false, reason: `already ${notice.state}` };
        return { send: true, mail: settingsEmailChangedMail(notice, ctx) };
      }
      case 'review-request':
      case 'review-reminder':
      case 'urgent-alert':
        return this.afterVisit.compose(job, ctx);
      case 'booking-mail':
        return this.composeBookingMail(job.bookingMailId, ctx);
    }
  }

  // A booking's mail goes only while the booking is still at the version it was made for: a moved or
  // cancelled booking's confirmation or reminder is stale and skipped.
  private async composeBookingMail(id: number, ctx: MailContext): Promise<Composed> {
    const row = await this.bookingMails.findOneBy({ id });
    if (!row) return { send: false, reason: 'booking mail no longer exists' };
    if (row.state === 'sent' || row.state === 'skipped') return { send: false, reason: `already ${row.state}` };
    const booking = await this.bookings.findOneBy({ id: row.bookingId });
    const enquiry = booking && (await this.enquiries.findOneBy({ id: booking.enquiryId }));
    if (!booking || !enquiry) return { send: false, reason: 'booking no longer exists' };
    if (booking.version !== row.bookingVersion) return { send: false, reason: `the booking changed since (version ${booking.version}, mail for ${row.bookingVersion})` };
    if (row.kind !== 'cancelled' && booking.status !== 'booked') return { send: false, reason: `the booking is ${booking.status}` };
    // Only the hash is stored, so each rendered mail gets a token of its own.
    const manageToken = row.kind === 'cancelled' ? null : await this.manageTokens.issue(booking.id);
    return { send: true, mail: bookingMail({ kind: row.kind, version: row.bookingVersion, booking, enquiry, manageToken }, ctx) };
  }

  // A link that does not open (ACCOUNT_MAIL_KEY differs from auth-api's, or the row was altered) fails the job with
  // a message that says so, rather than mailing a broken link; the retries give an operator time to fix the key.
  private openLink(row: AccountMailEntity, sealedLink: string): string {
    try {
      return openAccountMailLink(this.linkKey, sealedLink, { kind: row.kind, recipient: row.recipient });
    } catch {
      throw new Error(`account mail ${row.id}: its link does not open with this ACCOUNT_MAIL_KEY (is it auth-api's?)`);
    }
  }
}
