import type { Enquiry, Page, Subscriber, SuccessData } from '@hvac/contracts';
import { Roles } from '@hvac/server-kit';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ok } from '../common/envelope';
import { EnquiryQueryDto, ResendEnquiryDto, SubscriberQueryDto } from './dto/admin-queries.dto';
import { EnquiryService } from './enquiry.service';
import { subscribersCsv, toEnquiry, toSubscriber } from './leads.mapper';
import { MailQueueUnavailableError } from './mail-queue.service';
import { SubscriberService } from './subscriber.service';

// Leads for the admin portal: enquiries with their delivery state, subscribers and their export.
@ApiTags('admin: leads')
@ApiBearerAuth()
@Roles('owner', 'admin')
@Controller('api/admin')
export class AdminLeadsController {
  constructor(
    private readonly enquiries: EnquiryService,
    private readonly subscribers: SubscriberService,
  ) {}

  @Get('enquiries')
  @ApiOperation({ summary: 'Enquiries, newest first, with their status (new or spam) and the delivery state of both mails' })
  async listEnquiries(@Query() query: EnquiryQueryDto): Promise<SuccessData<Page<Enquiry>>> {
    const [rows, total] = await this.enquiries.page(query.limit, query.offset, query.spam);
    return ok({ items: rows.map(toEnquiry), total, limit: query.limit, offset: query.offset });
  }

  @Post('enquiries/:id/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Queue one mail of an enquiry again (default: the notification to the business)' })
  async resend(@Param('id', ParseIntPipe) id: number, @Body() body: ResendEnquiryDto): Promise<SuccessData<Enquiry>> {
    try {
      const enquiry = await this.enquiries.resend(id, body.mail ?? 'notify');
      return ok(toEnquiry(enquiry), 'Mail queued for sending');
    } catch (error) {
      if (error instanceof MailQueueUnavailableError) throw new ServiceUnavailableException('The mail queue is unavailable; try again shortly');
      throw error;
    }
  }

  @Get('subscribers')
  @ApiOperation({ summary: 'Newsletter subscribers, newest first, optionally by status' })
  async listSubscribers(@Query() query: SubscriberQueryDto): Promise<SuccessData<Page<Subscriber>>> {
    const [rows, total] = await this.subscribers.page(query.limit, query.offset, query.status);
    return ok({ items: rows.map(toSubscriber), total, limit: query.limit, offset: query.offset });
  }

  @Get('subscribers.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Every subscriber with the consent record, as CSV' })
  async exportSubscribers(@Res() reply: FastifyReply): Promise<void> {
    const csv = subscribersCsv((await this.subscribers.all()).map(toSubscriber));
    const day = new Date().toISOString().slice(0, 10);
    await reply
      .status(200)
      .type('text/csv; charset=utf-8')
      .headers({ 'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`, 'Cache-Control': 'no-store' })
      .send(csv);
  }
}
