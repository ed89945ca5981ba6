import { Access } from '@hvac/server-kit';
import { type BookingView, type ManageBookingView, type SuccessData } from '@hvac/contracts';
import { Body, Controller, Get, Header, HttpCode, Param, Post, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { BookingChanges } from './booking-changes.service';
import { BookingRefusalFilter } from './booking-refusal.filter';
import { RescheduleBookingDto } from './dto/reschedule-booking.dto';

// The customer's manage link. Not routed by the gateway: the web server's /book/manage/:token page
// calls these, so the token never reaches a browser-visible API call or a shared cache.
@ApiTags('bookings')
@Controller('api/booking/manage/:token')
// The manage link's token is the credential (only its hash is stored).
@Access('public')
@UseFilters(BookingRefusalFilter)
export class BookingManageController {
  constructor(private readonly changes: BookingChanges) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The booking of a manage link, whether it may still be changed online, and the windows it may move to; 404 for an unknown link' })
  async view(@Param('token') token: string): Promise<SuccessData<ManageBookingView>> {
    return ok(await this.changes.view(token));
  }

  @Post('reschedule')
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Moves the booking into another open window and spends the link (a new confirmation mail brings a new one); 409 when full, used or past the cut-off' })
  async reschedule(@Param('token') token: string, @Body() input: RescheduleBookingDto): Promise<SuccessData<BookingView>> {
    return ok(await this.changes.byCustomer(token, { kind: 'move', windowId: input.windowId }), 'Your booking was moved. A new confirmation is on its way.');
  }

  @Post('cancel')
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Cancels the booking and spends the link; 409 when used or past the cut-off' })
  async cancel(@Param('token') token: string): Promise<SuccessData<BookingView>> {
    return ok(await this.changes.byCustomer(token, { kind: 'cancel' }), 'Your booking is cancelled.');
  }
}
