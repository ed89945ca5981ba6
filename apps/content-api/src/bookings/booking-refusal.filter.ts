import type { Fail } from '@hvac/contracts';
import { type ArgumentsHost, Catch, ConflictException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isBookingRefusal } from './bookings.service';

// A 409 of the manage calls in the API's envelope, with the next open windows when a window was full.
@Catch(ConflictException)
export class BookingRefusalFilter implements ExceptionFilter {
  catch(exception: ConflictException, host: ArgumentsHost): void {
    const response = exception.getResponse();
    const message = isBookingRefusal(response) ? response.message : exception.message;
    const openWindows = isBookingRefusal(response) ? { openWindows: response.openWindows } : {};
    void host.switchToHttp().getResponse<FastifyReply>().status(409).type('application/json; charset=utf-8').send({ status: 'fail', message, ...openWindows } satisfies Fail);
  }
}
