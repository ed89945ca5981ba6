import { createHash } from 'node:crypto';
import { acknowledgementIntervalHours, type EnquiryMail, isUrgentSituation } from '@hvac/contracts';
import { AcknowledgedAddressEntity, EnquiryEntity, enquiryJobs, enquiryMailJob, enquiryMails } from '@hvac/leads';
import { isInServiceArea } from '@hvac/site';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, MoreThan, Raw, type Repository } from 'typeorm';
import { UrgentAlerts } from '../alerts/urgent-alerts.service';
import { BookingsService } from '../bookings/bookings.service';
import { SiteSettingsService } from '../settings/site-settings.service';
import { leadSourceOf } from '../analytics/lead-source';
import type { ClientInfo } from './client-info';
import type { ContactFormDto } from './dto/contact-form.dto';
import { enquiriesReceived } from './leads-metrics';
import { MailQueue } from './mail-queue.service';

// A visitor who retries after a failure (or double-clicks) sends the same enquiry again; within
// this window it reuses the stored row instead of making a second lead.
const dedupeWindowMs = 60 * 60_000;

// The key of the one-receipt-a-day rule. Lower-cased, and without a +tag, so varying the case or the
// tag of one mailbox does not get it more receipts.
export function acknowledgementAddress(email: string): string {
  return email.toLowerCase().replace(/\+[^@]*@/, '@');
}

const logger = new Logger('Enquiries');

@Injectable()
export class EnquiryService {
  constructor(
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    private readonly mailQueue: MailQueue,
    private readonly settings: SiteSettingsService,
    private readonly urgentAlerts: UrgentAlerts,
    private readonly bookings: BookingsService,
  ) {}

  // Stores the enquiry (committed before anything else), then queues its mails. A bot's enquiry
  // (botReason given) is stored as spam and mails nothing. A queue failure throws
  // MailQueueUnavailableError with the row kept: the sweeper will queue it.
  async submit(form: ContactFormDto, client: ClientInfo, botReason: string | null): Promise<EnquiryEntity> {
    // A bot's booking takes no place; a person's is booked from the start.
    const status = botReason ? 'spam' : form.windowId ? 'booked' : 'new';
    const fields = [form.formType, form.name, form.email.toLowerCase(), form.phone ?? '', form.subject, form.message];
    // A booking's window is part of it (the key of an enquiry without one is as before).
    const dedupeKey = createHash('sha256')
      .update(JSON.stringify(form.windowId ? [...fields, form.windowId] : fields))
      .digest('hex');
    const earlier = await this.enquiries.findOne({
      where: { dedupeKey, status, createdAt: MoreThan(new Date(Date.now() - dedupeWindowMs)) },
      order: { id: 'DESC' },
    });
    if (earlier) logger.log({ enquiryId: earlier.id }, 'repeated enquiry matched the stored one');
    const enquiry = earlier ?? (await this.bookings.refusingUnavailable(() => this.store(form, client, dedupeKey, botReason)));
    if (!earlier) enquiriesReceived.inc({ form: enquiry.formType, urgent: String(enquiry.urgent), spam: String(enquiry.status === 'spam') });
    // Before the mails: a phone should ring even when the mail queue is slow. It never throws.
    if (!earlier) await this.urgentAlerts.announce(enquiry);
    await this.mailQueue.dispatch(enquiryJobs(enquiry));
    if (enquiry.status === 'booked') await this.bookings.dispatchMailsOf(enquiry.id);
    return enquiry;
  }

  // The row and the decision on its mails commit together, so no sweep can ever queue a mail that was
  // to be skipped.
  private async store(form: ContactFormDto, client: ClientInfo, dedupeKey: string, botReason: string | null): Promise<EnquiryEntity> {
    const outsideServiceArea = form.postalCode !== undefined && !isInServiceArea(form.postalCode, (await this.settings.current()).serviceAreas);
    return this.enquiries.manager.transaction(async (tx) => {
      const { id } = await tx.save(
        tx.create(EnquiryEntity, {
          formType: form.formType,
          name: form.name,
          email: form.email,
          phone: form.phone ?? null,
          subject: form.subject,
          message: form.message,
          situation: form.situation ?? null,
          urgent: isUrgentSituation(form.situation),
          timeWindow: form.timeWindow ?? null,
          postalCode: form.postalCode ?? null,
          // Stored all the same: the office confirms whether it can come.
          outsideServiceArea,
          clientIp: client.ip,
          source: leadSourceOf(form),
          userAgent: client.userAgent,
          dedupeKey,
          status: botReason ? 'spam' : form.windowId ? 'booked' : 'new',
        }),
      );
      // The place in the window is taken in this transaction: a full window rolls the enquiry back too.
      if (form.windowId && !botReason) await this.bookings.book(tx, id, form.windowId);
      if (botReason) {
        for (const mail of enquiryMails) await this.mailQueue.skip(enquiryMailJob(id, mail), `Marked as spam: ${botReason}`, tx);
        logger.log({ enquiryId: id, reason: botReason }, 'enquiry stored as spam, nothing mailed');
      } else {
        const earlierAck = await this.claimAcknowledgement(tx, id, form.email);
        if (earlierAck !== null) {
          const reason = `This address got a receipt less than ${acknowledgementIntervalHours} hours earlier (enquiry #${earlierAck})`;
          await this.mailQueue.skip(enquiryMailJob(id, 'ack'), reason, tx);
        }
      }
      return tx.findOneByOrFail(EnquiryEntity, { id });
    });
  }

  // Claims the address's receipt for this enquiry unless another enquiry claimed it within the
  // interval. Both statements wait on a concurrent claim of the same address (its insert's unique
  // index, its update's row lock) and then see the winner's row, so only one of two can claim.
  // Returns null when claimed, otherwise the enquiry that holds the claim.
  private async claimAcknowledgement(tx: EntityManager, enquiryId: number, email: string): Promise<number | null> {
    const address = acknowledgementAddress(email);
    const claim = { enquiryId, claimedAt: () => 'now()' };
    const inserted = await tx
      .createQueryBuilder()
      .insert()
      .into(AcknowledgedAddressEntity)
      .values({ address, ...claim })
      .orIgnore()
      .returning('*')
      .execute();
    // An address already claimed inserts nothing and so returns no row.
    if ((inserted.raw as unknown[]).length) return null;
    const renewed = await tx.update(
      AcknowledgedAddressEntity,
      { address, claimedAt: Raw((column) => `${column} <= now() - make_interval(hours => :hours)`, { hours: acknowledgementIntervalHours }) },
      claim,
    );
    if (renewed.affected) return null;
    return (await tx.findOneByOrFail(AcknowledgedAddressEntity, { address })).enquiryId;
  }

  async resend(id: number, mail: EnquiryMail): Promise<EnquiryEntity> {
    if (!(await this.enquiries.existsBy({ id }))) throw new NotFoundException(`Enquiry ${id} not found`);
    const job = enquiryMailJob(id, mail);
    await this.mailQueue.requeue(job);
    // Read before the job is back on the queue: the reply shows the mail as queued again.
    const enquiry = await this.enquiries.findOneByOrFail({ id });
    await this.mailQueue.resend(job);
    logger.log({ enquiryId: id, mail }, 'mail queued again by an admin');
    return enquiry;
  }
}
