import { type BookingCalendarRecord, bookingPaths, type OpenDay, type SuccessData } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { AdminErrors } from '../openapi/error-responses';
import { BookingCalendarService } from './booking-calendar.service';
import { BookingsService } from './bookings.service';
import { BookingCalendarDto } from './dto/booking-calendar.dto';
import { BookingCalendarReply } from './dto/schedule-reply.dto';

@ApiTags('bookings')
@Controller()
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly calendars: BookingCalendarService,
  ) {}

  // Shared caches may keep it a second: a booking shows in the offered windows within two.
  @Get(bookingPaths.openWindows)
  @Access('public')
  @Header('Cache-Control', 'public, max-age=1')
  @ApiOperation({ summary: 'The open arrival windows from now to the horizon, by Toronto day, with the places left; full windows are left out' })
  async openWindows(): Promise<SuccessData<OpenDay[]>> {
    return ok(await this.bookings.openWindows());
  }

  @Get(bookingPaths.adminCalendar)
  @Access('owner', 'admin')
  @ApiBearerAuth()
  @ApiOkResponse({ type: BookingCalendarReply, description: 'The booking calendar with who saved it last and when (the first-start calendar until saved)' })
  @AdminErrors()
  async calendar(): Promise<SuccessData<BookingCalendarRecord>> {
    return ok(await this.calendars.record());
  }

  @Put(bookingPaths.adminCalendar)
  @Access('owner', 'admin')
  @ApiBearerAuth()
  @ApiOkResponse({ type: BookingCalendarReply, description: 'The saved calendar' })
  @AdminErrors()
  async saveCalendar(@Body() input: BookingCalendarDto, @CurrentUser() user: AuthenticatedUser): Promise<SuccessData<BookingCalendarRecord>> {
    return ok(await this.calendars.save(input, user.email), 'Booking calendar saved');
  }
}
