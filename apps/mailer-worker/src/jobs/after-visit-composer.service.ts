import type { MailJob, ReviewMailKind } from '@hvac/contracts';
import { DeliveryRecorder, EnquiryEntity, issueReviewToken, ReviewRequestEntity, reviewDeliveryFields, suppressionOf, UrgentAlertEntity } from '@hvac/leads';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MailContext } from '../mail/mail-context';
import { reviewReminderMail, reviewRequestMail } from '../mail/review-request.mail';
import { urgentAlertMail } from '../mail/urgent-alert.mail';
import type { Composed } from './mail-composer.service';

type AfterVisitJob = Extract<MailJob, { kind: ReviewMailKind | 'urgent-alert' }>;

// The review mails and the urgent alert, from their rows as they are now. A review mail that must not go
// out any more (staff skipped it, the customer clicked or unsubscribed, the address is suppressed, the
// owner turned requests off or the consent expired) is recorded as skipped with the reason, for the
// dashboard and the admin.
@Injectable()
export class AfterVisitComposer {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly recorder: DeliveryRecorder,
  ) {}

  async compose(job: AfterVisitJob, ctx: MailContext): Promise<Composed> {
    if (job.kind === 'urgent-alert') return this.urgentAlert(job.enquiryId, ctx);
    const row = await this.db.manager.findOneBy(ReviewRequestEntity, { id: job.reviewRequestId });
    if (!row) return { send: false, reason: 'review request no longer exists' };
    const state = row[reviewDeliveryFields[job.kind].state];
    if (state === 'sent' || state === 'skipped') return { send: false, reason: `already ${state}` };
    const reason = await this.reasonNotToSend(row, job.kind, ctx);
    if (reason) {
      await this.recorder.skipped(job, `Not sent: ${reason}`);
      return { send: false, reason };
    }
    // Only hashes are stored, so each mail (and each retried attempt) gets tokens of its own.
    const data = {
      id: row.id,
      email: row.email,
      reviewToken: await issueReviewToken(this.db.manager, row.id, 'review'),
      unsubscribeToken: await issueReviewToken(this.db.manager, row.id, 'unsubscribe'),
    };
    return { send: true, mail: job.kind === 'review-request' ? reviewRequestMail(data, ctx) : reviewReminderMail(data, ctx) };
  }

  private async reasonNotToSend(row: ReviewRequestEntity, kind: ReviewMailKind, ctx: MailContext): Promise<string | null> {
    const { reviews } = ctx.business;
    if (row.skippedBy) return `skipped by ${row.skippedBy}`;
    if (row.unsubscribedAt) return 'the customer unsubscribed';
    if (kind === 'review-reminder') {
      if (row.clickedAt) return 'the customer followed the review link';
      if (row.requestState !== 'sent') return 'the request itself was not sent';
    }
    if (!reviews.enabled || !reviews.reviewUrl) return 'review requests are turned off in the settings';
    if (!row.consentExpiresAt || row.consentExpiresAt.getTime() <= Date.now()) return 'the implied consent from the job has expired';
    return suppressionOf(this.db.manager, row.email);
  }

  private async urgentAlert(enquiryId: number, ctx: MailContext): Promise<Composed> {
    const alert = await this.db.manager.findOneBy(UrgentAlertEntity, { enquiryId });
    const enquiry = await this.db.manager.findOneBy(EnquiryEntity, { id: enquiryId });
    if (!alert || !enquiry) return { send: false, reason: 'enquiry no longer exists' };
    if (alert.mailState === 'sent' || alert.mailState === 'skipped') return { send: false, reason: `already ${alert.mailState}` };
    return { send: true, mail: urgentAlertMail(enquiry, alert.mailTo ?? ctx.enquiryTo, ctx) };
  }
}
