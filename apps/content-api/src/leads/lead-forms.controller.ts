import { Access } from '@hvac/server-kit';
import { apiPaths, type FormReply } from '@hvac/contracts';
import { MailQueueUnavailableError } from '@hvac/mail-queue';
import { Body, Controller, HttpCode, Logger, Post, Req, ServiceUnavailableException, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { botReason } from './bot-signals';
import { clientInfo } from './client-info';
import { ContactFormDto } from './dto/contact-form.dto';
import { NewsletterFormDto } from './dto/newsletter-form.dto';
import { EnquiryService } from './enquiry.service';
import { FormReplyFilter } from './form-reply.filter';
import { LeadRateLimit } from './lead-rate-limit.guard';
import { SubscriberService } from './subscriber.service';

const success: FormReply = { msg: 'success' };

// The public forms. `{msg:'success'}` means the row is committed AND its mails are queued. If the
// queue is down after the commit, the visitor gets a 503 `{msg:'fail'}` (the spec's contract), the row
// stays, the sweeper queues its mails later, and a retry of the same form reuses the row. A bot's
// submission is stored as spam, mails nothing and gets the same success: nothing to learn from.
@ApiTags('forms')
@Controller()
@Access('public')
@UseFilters(FormReplyFilter)
export class LeadFormsController {
  private readonly logger = new Logger('LeadForms');

  constructor(
    private readonly enquiries: EnquiryService,
    private readonly subscribers: SubscriberService,
  ) {}

  @Post(apiPaths.contactForm)
  @HttpCode(200)
  @LeadRateLimit('contact')
  @ApiOperation({ summary: 'Contact, Get in Touch and service-page forms: stored, then mailed to the business and (once a day per address) a receipt to the visitor; a bot\'s is stored as spam and mailed to no one' })
  async contact(@Body() form: ContactFormDto, @Req() req: FastifyRequest): Promise<FormReply> {
    await this.queued(() => this.enquiries.submit(form, clientInfo(req), botReason(form, Date.now())));
    return success;
  }

  @Post(apiPaths.newsletter)
  @HttpCode(200)
  @LeadRateLimit('newsletter')
  @ApiOperation({ summary: 'Newsletter sign-up: consent recorded, double opt-in mail queued; a bot\'s is stored as spam and mailed to no one' })
  async newsletter(@Body() form: NewsletterFormDto, @Req() req: FastifyRequest): Promise<FormReply> {
    await this.queued(() => this.subscribers.subscribe(form, clientInfo(req), botReason(form, Date.now())));
    return success;
  }

  private async queued(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof MailQueueUnavailableError)) throw error;
      this.logger.error({ err: error.message }, 'stored, but the mail queue is unavailable; the sweeper will queue it');
      throw new ServiceUnavailableException(
        'We saved your request but could not finish processing it right now. Please try again in a minute or call us.',
      );
    }
  }
}
