import type { BookingRefusal, FormReply } from '@hvac/contracts';
import { httpExceptionMessage } from '@hvac/server-kit';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isBookingRefusal } from '../bookings/bookings.service';

// The form endpoints answer every failure in their own envelope, `{msg:'fail', message}`, which the
// site's forms read.
@Catch()
export class FormReplyFilter implements ExceptionFilter {
  private readonly logger = new Logger('LeadForms');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    let status: number = HttpStatus.INTERNAL_SERVER_ERROR;
    let message = 'Something went wrong on our side. Please try again, or call us.';
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      message = httpExceptionMessage(exception);
    } else {
      this.logger.error(exception);
    }
    // A booking refused for its window carries the next open windows for the form to offer.
    const openWindows = exception instanceof HttpException && isBookingRefusal(exception.getResponse()) ? { openWindows: (exception.getResponse() as BookingRefusal).openWindows } : {};
    if (!reply.sent) void reply.status(status).type('application/json; charset=utf-8').send({ msg: 'fail', message, ...openWindows } satisfies FormReply);
  }
}
