import type { Enquiry, EnquiryNote, EnquiryStatusChange, SuccessData, SuccessMessage } from '@hvac/contracts';
import type { EnquiryEntity } from '@hvac/leads';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { leadSourceCsvColumns } from '../analytics/lead-source';
import { done, ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { type CsvColumn, sendCsv } from './csv-export';
import { EnquiryFiltersDto } from './dto/admin-queries.dto';
import { AddEnquiryNoteDto, UpdateEnquiryDto } from './dto/enquiry-workflow.dto';
import { EnquiryWorkflow } from './enquiry-workflow.service';
import { toEnquiry, toNote, toStatusChange } from './leads.mapper';
import { MessageReply } from '../openapi/replies';
import { NoteReply, NotesReply, StatusChangesReply } from './dto/enquiry-activity-reply.dto';
import { EnquiryReply } from './dto/enquiry-reply.dto';

const enquiryCsvColumns: CsvColumn<EnquiryEntity>[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'received_at', value: (e) => e.createdAt },
  { header: 'status', value: (e) => e.status },
  { header: 'status_changed_at', value: (e) => e.statusChangedAt },
  { header: 'status_changed_by', value: (e) => e.statusChangedByName },
  { header: 'assignee', value: (e) => e.assigneeName },
  { header: 'form', value: (e) => e.formType },
  { header: 'urgent', value: (e) => (e.urgent ? 'yes' : 'no') },
  { header: 'situation', value: (e) => e.situation },
  { header: 'time_window', value: (e) => e.timeWindow },
  { header: 'postal_code', value: (e) => e.postalCode },
  { header: 'outside_service_area', value: (e) => (e.outsideServiceArea ? 'yes' : 'no') },
  { header: 'name', value: (e) => e.name },
  { header: 'email', value: (e) => e.email },
  { header: 'phone', value: (e) => e.phone },
  { header: 'subject', value: (e) => e.subject },
  { header: 'message', value: (e) => e.message },
  { header: 'business_mail', value: (e) => e.notifyState },
  { header: 'visitor_mail', value: (e) => e.ackState },
  ...leadSourceCsvColumns<EnquiryEntity>(),
];

// The owner's follow-up of enquiries: status with its history, assignee, internal notes, delete and the CSV export.
@ApiTags('admin: leads')
@ApiBearerAuth()
@Access('owner', 'admin')
@Controller('api/admin')
export class AdminEnquiriesController {
  constructor(private readonly workflow: EnquiryWorkflow) {}

  @Get('enquiries.csv')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'The enquiries the list filters select, newest first, as CSV (streamed, formula-safe cells)',
  })
  exportEnquiries(@Query() filters: EnquiryFiltersDto, @Res() reply: FastifyReply): FastifyReply {
    return sendCsv(reply, 'enquiries', enquiryCsvColumns, this.workflow.export(filters));
  }

  @Patch('enquiries/:id')
  @ApiOperation({
    summary: 'Change the status (recorded with who and when) and/or the assignee (null removes it)',
  })
  @ApiOkResponse({ type: EnquiryReply })
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateEnquiryDto, @CurrentUser() user: AuthenticatedUser): Promise<SuccessData<Enquiry>> {
    return ok(toEnquiry(await this.workflow.update(id, body, user)), 'Enquiry updated');
  }

  @Delete('enquiries/:id')
  @ApiOperation({
    summary: 'Delete an enquiry with its status history and notes',
  })
  @ApiOkResponse({ type: MessageReply })
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<SuccessMessage> {
    await this.workflow.remove(id, user);
    return done('Enquiry deleted');
  }

  @Get('enquiries/:id/status-changes')
  @ApiOperation({
    summary: "Every change of the enquiry's status, oldest first, with who made it",
  })
  @ApiOkResponse({ type: StatusChangesReply })
  async statusChanges(@Param('id', ParseIdPipe) id: number): Promise<SuccessData<EnquiryStatusChange[]>> {
    return ok((await this.workflow.statusChanges(id)).map(toStatusChange));
  }

  @Get('enquiries/:id/notes')
  @ApiOperation({ summary: 'Internal notes on the enquiry, oldest first' })
  @ApiOkResponse({ type: NotesReply })
  async notes(@Param('id', ParseIdPipe) id: number): Promise<SuccessData<EnquiryNote[]>> {
    return ok((await this.workflow.notes(id)).map(toNote));
  }

  @Post('enquiries/:id/notes')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add an internal note (never shown to the visitor)',
  })
  @ApiCreatedResponse({ type: NoteReply })
  async addNote(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: AddEnquiryNoteDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SuccessData<EnquiryNote>> {
    return ok(toNote(await this.workflow.addNote(id, body.body, user)), 'Note added');
  }
}
