import { impliedConsentYears, type MailJob, mailJobId, type ReviewRequestState, type ReviewRequestStatus, reviewConsentBasis } from '@hvac/contracts';
import { DeliveryRecorder, EnquiryEntity, findReviewToken, MailSuppressionEntity, ReviewRequestEntity, suppressionHash, suppressionOf } from '@hvac/leads';
import { MailQueueClient, withinMailQueueTimeout } from '@hvac/mail-queue';
import { InjectRedis } from '@hvac/server-kit';
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import type { StaffMember } from '../leads/enquiry-workflow.service';
import { LEADS_ENV, type LeadsEnv } from '../leads/leads.config';
import { SiteSettingsService } from '../settings/site-settings.service';

const dayMs = 24 * 60 * 60_000;

const requestJob = (id: number): MailJob => ({ kind: 'review-request', reviewRequestId: id });
const reminderJob = (id: number): MailJob => ({ kind: 'review-reminder', reviewRequestId: id });

export type UnsubscribeOutcome = 'valid' | 'unsubscribed' | 'unknown';

// One review request per finished job, and one reminder only if its link was not clicked. Everyone
// finished is asked (no satisfaction question first: Google's policy); nobody who unsubscribed from
// anything or was marked spam is. The reminder is a delayed job on the mail queue that mailer-worker
// re-checks (clicked, unsubscribed, skipped) right before it sends.
@Injectable()
export class ReviewRequests extends MailQueueClient {
  private readonly logger = new Logger('ReviewRequests');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly deliveries: DeliveryRecorder,
    private readonly settings: SiteSettingsService,
    @InjectRedis() redis: Redis,
    @Inject(LEADS_ENV) env: LeadsEnv,
  ) {
    super(redis, env);
  }

  // The enquiry's status became done (committed). Never fails the status change: a queue that is down
  // leaves the request queued, and the error in the log.
  async onEnquiryDone(enquiryId: number): Promise<void> {
    try {
      const { reviews } = await this.settings.current();
      if (!reviews.enabled || !reviews.reviewUrl) return;
      const created = await this.db.transaction((tx) => this.create(tx, enquiryId, reviews.reminderDelayDays));
      if (!created) return;
      await withinMailQueueTimeout(
        this.mailQueue.addBulk([
          { name: 'review-request', data: requestJob(created), opts: { jobId: mailJobId(requestJob(created)) } },
          { name: 'review-reminder', data: reminderJob(created), opts: { jobId: mailJobId(reminderJob(created)), delay: reviews.reminderDelayDays * dayMs } },
        ]),
      );
      this.logger.log({ enquiryId, reviewRequestId: created }, 'review request queued');
    } catch (error) {
      this.logger.error({ enquiryId, err: String(error) }, 'review request could not be made');
    }
  }

  // The request's row with its CASL record; an existing row (skipped beforehand, or done twice) wins.
  // Returns the new row's id when its mails are to go out.
  private async create(tx: EntityManager, enquiryId: number, reminderDelayDays: number): Promise<number | null> {
    const enquiry = await tx.findOneBy(EnquiryEntity, { id: enquiryId });
    if (!enquiry || enquiry.status !== 'done') return null;
    const now = new Date();
    const reminderDueAt = new Date(now.getTime() + reminderDelayDays * dayMs);
    const expires = new Date(now);
    expires.setUTCFullYear(expires.getUTCFullYear() + impliedConsentYears);
    const inserted = await tx
      .createQueryBuilder()
      .insert()
      .into(ReviewRequestEntity)
      .values({ enquiryId, email: enquiry.email, consentBasis: reviewConsentBasis, consentSource: `Job done for enquiry #${enquiryId}`, jobDoneAt: now, consentExpiresAt: expires, reminderDueAt })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: number }[])[0]?.id;
    if (id === undefined) return null;
    const suppressed = await suppressionOf(tx, enquiry.email);
    if (!suppressed) return id;
    for (const job of [requestJob(id), reminderJob(id)]) await this.deliveries.skipped(job, `Not sent: ${suppressed}`, tx);
    this.logger.log({ enquiryId, reason: suppressed }, 'review request not sent');
    return null;
  }

  // Staff choose not to ask this customer: before the job is done, or before the request went out.
  async skip(enquiryId: number, by: StaffMember): Promise<ReviewRequestStatus> {
    await this.db.transaction(async (tx) => {
      const enquiry = await tx.findOne(EnquiryEntity, { where: { id: enquiryId }, lock: { mode: 'pessimistic_write' } });
      if (!enquiry) throw new NotFoundException(`Enquiry ${enquiryId} not found`);
      await tx
        .createQueryBuilder()
        .insert()
        .into(ReviewRequestEntity)
        .values({ enquiryId, email: enquiry.email, consentBasis: reviewConsentBasis, consentSource: `Skipped before the job was done (enquiry #${enquiryId})` })
        .orIgnore()
        .execute();
      const row = await tx.findOneOrFail(ReviewRequestEntity, { where: { enquiryId }, lock: { mode: 'pessimistic_write' } });
      if (row.requestState === 'sent') throw new ConflictException('The review request was already sent; only its reminder can still be stopped, and it stops once the link is clicked');
      await tx.update(ReviewRequestEntity, { id: row.id }, { skippedBy: by.email.slice(0, 254) });
      const reason = `Skipped by ${by.name}`;
      for (const job of [requestJob(row.id), reminderJob(row.id)]) await this.deliveries.skipped(job, reason, tx);
    });
    this.logger.log({ enquiryId, by: by.sub }, 'review request skipped by staff');
    return this.status(enquiryId);
  }

  async status(enquiryId: number): Promise<ReviewRequestStatus> {
    if (!(await this.db.manager.existsBy(EnquiryEntity, { id: enquiryId }))) throw new NotFoundException(`Enquiry ${enquiryId} not found`);
    const row = await this.db.manager.findOneBy(ReviewRequestEntity, { enquiryId });
    if (!row) return { enquiryId, request: 'none', reminder: 'none', reason: null, clickedAt: null, consentExpiresAt: null };
    return {
      enquiryId,
      request: row.requestState as ReviewRequestState,
      reminder: row.reminderState as ReviewRequestState,
      reason: row.requestState === 'skipped' ? row.requestError : row.reminderState === 'skipped' ? row.reminderError : null,
      clickedAt: row.clickedAt?.toISOString() ?? null,
      consentExpiresAt: row.consentExpiresAt?.toISOString() ?? null,
    };
  }

  // The signed redirect: the first click is recorded (the reminder then stays unsent). Returns where to go,
  // or null for a token that is not ours.
  async click(token: unknown): Promise<{ reviewUrl: string | null } | null> {
    const found = await findReviewToken(this.db.manager, token, 'review');
    if (!found) return null;
    await this.db.manager
      .createQueryBuilder()
      .update(ReviewRequestEntity)
      .set({ clickedAt: () => 'now()' })
      .where('id = :id AND clicked_at IS NULL', { id: found.reviewRequestId })
      .execute();
    return { reviewUrl: (await this.settings.current()).reviews.reviewUrl };
  }

  async unsubscribeOutcome(token: unknown): Promise<UnsubscribeOutcome> {
    const found = await findReviewToken(this.db.manager, token, 'unsubscribe');
    if (!found) return 'unknown';
    const row = await this.db.manager.findOneByOrFail(ReviewRequestEntity, { id: found.reviewRequestId });
    return row.unsubscribedAt ? 'unsubscribed' : 'valid';
  }

  // The address goes on the suppression list (no review mail, no other commercial mail, ever again).
  async unsubscribe(token: unknown, how: 'page' | 'one-click'): Promise<UnsubscribeOutcome> {
    const found = await findReviewToken(this.db.manager, token, 'unsubscribe');
    if (!found) return 'unknown';
    await this.db.transaction(async (tx) => {
      const row = await tx.findOneOrFail(ReviewRequestEntity, { where: { id: found.reviewRequestId }, lock: { mode: 'pessimistic_write' } });
      if (!row.unsubscribedAt) await tx.update(ReviewRequestEntity, { id: row.id }, { unsubscribedAt: new Date() });
      await tx.createQueryBuilder().insert().into(MailSuppressionEntity).values({ addressHash: suppressionHash(row.email), reason: `Unsubscribed from a review mail (${how})` }).orIgnore().execute();
      if (row.reminderState === 'queued') await this.deliveries.skipped(reminderJob(row.id), 'Not sent: the customer unsubscribed', tx);
    });
    this.logger.log({ reviewRequestId: found.reviewRequestId, how }, 'unsubscribed from review mails');
    return 'unsubscribed';
  }
}
