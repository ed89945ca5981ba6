import type { Enquiry, Page, Subscriber, SuccessData } from '@hvac/contracts';
import { type SubscriberEntity } from '@hvac/leads';
import { MailQueueUnavailableError } from '@hvac/mail-queue';
import { Access } from '@hvac/server-kit';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { leadSourceCsvColumns } from '../analytics/lead-source';
import { ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { EnquiryQueryDto, ResendEnquiryDto, SubscriberQueryDto } from './dto/admin-queries.dto';
import { EnquiryService } from './enquiry.service';
import { type CsvColumn, sendCsv } from './csv-export';
import { EnquiryWorkflow } from './enquiry-workflow.service';
import { toEnquiry, toSubscriber } from './leads.mapper';
import { SubscriberService } from './subscriber.service';
import { EnquiryPageReply, EnquiryReply, SubscriberPageReply } from './dto/enquiry-reply.dto';

const subscriberCsvColumns: CsvColumn<SubscriberEntity>[] = [
  { header: 'email', value: (s) => s.email },
  { header: 'status', value: (s) => s.status },
  { header: 'consent_version', value: (s) => s.consentVersion },
  { header: 'consent_at', value: (s) => s.consentAt },
  { header: 'consent_ip', value: (s) => s.consentIp },
  { header: 'source_page', value: (s) => s.sourcePage },
  { header: 'confirmed_at', value: (s) => s.confirmedAt },
  { header: 'unsubscribed_at', value: (s) => s.unsubscribedAt },
  ...leadSourceCsvColumns<SubscriberEntity>(),
];

// Leads for the admin portal: enquiries with their delivery state, subscribers and their export.
@ApiTags('admin: leads')
@ApiBearerAuth()
@Access('owner', 'admin')
@Controller('api/admin')
export class AdminLeadsController {
  constructor(
    private readonly enquiries: EnquiryService,
    private readonly subscribers: SubscriberService,
    private readonly workflow: EnquiryWorkflow,
  ) {}

  @Get('enquiries')
  @ApiOperation({ summary: 'Enquiries, newest first, searched and filtered, with their status, assignee and the delivery state of both mails' })
  @ApiOkResponse({ type: EnquiryPageReply })
  async listEnquiries(@Query() query: EnquiryQueryDto): Promise<SuccessData<Page<Enquiry>>> {
    const [rows, total] = await this.workflow.page(query, query.limit, query.offset);
    return ok({ items: rows.map(toEnquiry), total, limit: query.limit, offset: query.offset });
  }

  @Post('enquiries/:id/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Queue one mail of an enquiry again (default: the notification to the business)' })
  @ApiOkResponse({ type: EnquiryReply })
  async resend(@Param('id', ParseIdPipe) id: number, @Body() body: ResendEnquiryDto): Promise<SuccessData<Enquiry>> {
    try {
      const enquiry = await this.enquiries.resend(id, body.mail ?? 'notify');
      return ok(toEnquiry(enquiry), 'Mail queued for sending');
    } catch (error) {
      if (error instanceof MailQueueUnavailableError) throw new ServiceUnavailableException('The mail queue is unavailable; try again shortly');
      throw error;
    }
  }

  @Get('subscribers')
  @ApiOperation({ summary: 'Newsletter subscribers, newest first, optionally by status and part of the address (q)' })
  @ApiOkResponse({ type: SubscriberPageReply })
  async listSubscribers(@Query() query: SubscriberQueryDto): Promise<SuccessData<Page<Subscriber>>> {
    const [rows, total] = await this.subscribers.page(query);
    return ok({ items: rows.map(toSubscriber), total, limit: query.limit, offset: query.offset });
  }

  @Get('subscribers.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Every subscriber with the consent record, newest first, as CSV (streamed, formula-safe cells)' })
  exportSubscribers(@Res() reply: FastifyReply): FastifyReply {
    return sendCsv(reply, 'subscribers', subscriberCsvColumns, this.subscribers.export());
  }
}
