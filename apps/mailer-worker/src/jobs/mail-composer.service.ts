import type { MailJob } from '@hvac/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { enquiryAcknowledgementMail } from '../mail/enquiry-acknowledgement.mail';
import { enquiryNotificationMail } from '../mail/enquiry-notification.mail';
import type { MailContext, RenderedMail } from '../mail/mail-context';
import { newsletterConfirmationMail } from '../mail/newsletter-confirmation.mail';
import type { DeliveryTarget } from '../records/delivery-recorder.service';
import { EnquiryRecord } from '../records/enquiry.record';
import { SubscriberRecord } from '../records/subscriber.record';

export const MAIL_CONTEXT = Symbol('MAIL_CONTEXT');

export type Composed = { send: true; target: DeliveryTarget; mail: RenderedMail } | { send: false; reason: string };

// Turns a job into the mail to send, from the row as it is now. A job whose mail is already sent,
// whose row is gone, or whose subscriber no longer waits for it is skipped: that is what makes a
// re-queued or duplicated job harmless.
@Injectable()
export class MailComposer {
  constructor(
    @InjectRepository(EnquiryRecord) private readonly enquiries: Repository<EnquiryRecord>,
    @InjectRepository(SubscriberRecord) private readonly subscribers: Repository<SubscriberRecord>,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async compose(job: MailJob): Promise<Composed> {
    switch (job.kind) {
      case 'enquiry-notify':
      case 'enquiry-ack': {
        const enquiry = await this.enquiries.findOneBy({ id: job.enquiryId });
        if (!enquiry) return { send: false, reason: 'enquiry no longer exists' };
        const mail = job.kind === 'enquiry-notify' ? 'notify' : 'ack';
        const state = mail === 'notify' ? enquiry.notifyState : enquiry.ackState;
        if (state === 'sent') return { send: false, reason: 'already sent' };
        return {
          send: true,
          target: { table: 'enquiries', mail, id: enquiry.id },
          mail: mail === 'notify' ? enquiryNotificationMail(enquiry, this.ctx) : enquiryAcknowledgementMail(enquiry, this.ctx),
        };
      }
      case 'newsletter-confirm': {
        const subscriber = await this.subscribers.findOneBy({ id: job.subscriberId });
        if (!subscriber) return { send: false, reason: 'subscriber no longer exists' };
        if (subscriber.status !== 'pending') return { send: false, reason: `subscriber is ${subscriber.status}` };
        if (subscriber.confirmRound !== job.round) return { send: false, reason: 'a newer confirmation replaced this one' };
        if (subscriber.confirmMailState === 'sent') return { send: false, reason: 'already sent' };
        return {
          send: true,
          target: { table: 'subscribers', mail: 'confirm_mail', id: subscriber.id },
          mail: newsletterConfirmationMail(subscriber, this.ctx),
        };
      }
    }
  }
}
