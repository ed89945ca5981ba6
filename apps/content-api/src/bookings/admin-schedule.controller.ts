import { adminBookingPaths, type BookingView, type ScheduleDay, type SuccessData } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { AdminErrors } from '../openapi/error-responses';
import { torontoDate } from './booking-calendar';
import { BookingChanges } from './booking-changes.service';
import { ParseIdPipe } from '../common/id.pipe';
import { BookingRefusalFilter } from './booking-refusal.filter';
import { RescheduleBookingDto } from './dto/reschedule-booking.dto';
import { ScheduleQueryDto } from './dto/schedule-query.dto';
import { ScheduleService } from './schedule.service';
import { BookingViewReply, ScheduleReply } from './dto/schedule-reply.dto';

// The Schedule screen's calls: who may follow up enquiries may run the schedule.
@ApiTags('bookings')
@ApiBearerAuth()
@Controller()
@Access('owner', 'admin')
@UseFilters(BookingRefusalFilter)
export class AdminScheduleController {
  constructor(
    private readonly schedule: ScheduleService,
    private readonly changes: BookingChanges,
  ) {}

  @Get(adminBookingPaths.schedule)
  @Header('Cache-Control', 'no-store')
  @AdminErrors()
  @ApiOperation({ summary: 'Each day\'s arrival windows with their bookings and the places left (?from=YYYY-MM-DD&days=1..14)' })
  @ApiOkResponse({ type: ScheduleReply })
  async days(@Query() query: ScheduleQueryDto): Promise<SuccessData<ScheduleDay[]>> {
    return ok(await this.schedule.days(query.from ?? torontoDate(new Date()), query.days ?? 1));
  }

  @Post('api/admin/bookings/:id/move')
  @HttpCode(200)
  @AdminErrors()
  @ApiOperation({ summary: 'Moves a booking into another open window; the customer gets a new confirmation; 409 with the next open windows when full' })
  @ApiOkResponse({ type: BookingViewReply })
  async move(@Param('id', ParseIdPipe) id: number, @Body() input: RescheduleBookingDto, @CurrentUser() user: AuthenticatedUser): Promise<SuccessData<BookingView>> {
    return ok(await this.changes.byStaff(id, { kind: 'move', windowId: input.windowId }, user), 'Booking moved; the customer is mailed');
  }

  @Post('api/admin/bookings/:id/cancel')
  @HttpCode(200)
  @AdminErrors()
  @ApiOperation({ summary: 'Cancels a booking (the customer is mailed); its enquiry becomes cancelled' })
  @ApiOkResponse({ type: BookingViewReply })
  async cancel(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<SuccessData<BookingView>> {
    return ok(await this.changes.byStaff(id, { kind: 'cancel' }, user), 'Booking cancelled; the customer is mailed');
  }

  @Post('api/admin/bookings/:id/done')
  @HttpCode(200)
  @AdminErrors()
  @ApiOperation({ summary: 'Marks the job done; its enquiry becomes done through the enquiry workflow' })
  @ApiOkResponse({ type: BookingViewReply })
  async done(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<SuccessData<BookingView>> {
    return ok(await this.changes.markDone(id, user), 'Marked done');
  }
}
