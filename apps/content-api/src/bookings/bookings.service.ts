import type { BookingRefusal, OpenDay } from '@hvac/contracts';
import { BookingEntity } from '@hvac/leads';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { checkWindow, type DayWindow, lastBookableDate, openDays, torontoDate } from './booking-calendar';
import { BookingCalendarService } from './booking-calendar.service';
import { BookingMails } from './booking-mails.service';
import { BookingSlotEntity } from './booking-slot.entity';

// A window that cannot take this booking (full, closed since the page was shown, too soon): thrown inside
// the booking's transaction so everything rolls back, answered as a 409 with the next open windows after it.
export class WindowUnavailableError extends Error {
  override name = 'WindowUnavailableError';
}

// How many of the next open days a refusal lists.
const refusalDays = 3;

const logger = new Logger('Bookings');

@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly calendars: BookingCalendarService,
    private readonly mails: BookingMails,
  ) {}

  // Every open window from now to the horizon, with the places left in each.
  async openWindows(now = new Date()): Promise<OpenDay[]> {
    const { calendar, closures } = await this.calendars.inForce();
    const taken: { day: string; start_time: string; taken: number }[] = await this.bookings.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, start_time, count(*)::int AS taken FROM content.bookings
        WHERE status <> 'cancelled' AND day BETWEEN $1 AND $2 GROUP BY day, start_time`,
      [torontoDate(now), lastBookableDate(calendar, now)],
    );
    return openDays(calendar, closures, now, new Map(taken.map((row) => [`${row.day}T${row.start_time}`, row.taken])));
  }

  // Takes a place in the window inside the caller's transaction, or throws: a 400/404 for a window that
  // never was bookable, WindowUnavailableError for one that is not (any longer). The window's row is
  // locked while its bookings are counted, so concurrent bookings of one window are decided one at a time
  // and never exceed its capacity.
  async reserve(tx: EntityManager, windowId: string, now = new Date()): Promise<DayWindow> {
    const { calendar, closures } = await this.calendars.inForce(tx);
    const check = checkWindow(calendar, closures, now, windowId);
    if (!check.ok) {
      switch (check.reason) {
        case 'malformed':
          throw new BadRequestException(`windowId must name an arrival window as YYYY-MM-DDTHH:MM (a real date), like 2026-12-03T08:00`);
        case 'unknown':
          throw new NotFoundException(`There is no arrival window ${windowId}. Please choose one of the windows offered.`);
        case 'beyond-horizon':
          throw new BadRequestException(`Windows can be booked at most ${calendar.horizonDays} days ahead. Please choose an earlier window.`);
        case 'closed':
          throw new WindowUnavailableError(`The window ${windowId} is closed that day.`);
        case 'too-soon':
          throw new WindowUnavailableError(`The window ${windowId} can no longer be booked online (we need ${calendar.noticeHours} hours' notice).`);
      }
    }
    const w = check.window;
    await tx.createQueryBuilder().insert().into(BookingSlotEntity).values({ day: w.date, startTime: w.start }).orIgnore().execute();
    await tx.query(`SELECT 1 FROM content.booking_slots WHERE day = $1 AND start_time = $2 FOR UPDATE`, [w.date, w.start]);
    const [{ taken }] = (await tx.query(
      `SELECT count(*)::int AS taken FROM content.bookings WHERE day = $1 AND start_time = $2 AND status <> 'cancelled'`,
      [w.date, w.start],
    )) as [{ taken: number }];
    if (taken >= w.capacity) throw new WindowUnavailableError(`The window ${windowId} was just fully booked.`);
    return w;
  }

  // A booking of the enquiry in the window, in the enquiry's transaction.
  async book(tx: EntityManager, enquiryId: number, windowId: string): Promise<BookingEntity> {
    const w = await this.reserve(tx, windowId);
    const booking = await tx.save(
      tx.create(BookingEntity, { enquiryId, day: w.date, startTime: w.start, endTime: w.end, startsAt: w.startsAt, endsAt: w.endsAt, status: 'booked' }),
    );
    await this.mails.record(tx, booking, (await this.calendars.inForce(tx)).calendar, 'confirmation');
    logger.log({ enquiryId, bookingId: booking.id, windowId }, 'window booked');
    return booking;
  }

  // After the enquiry's commit: the booking's confirmation on the queue, its reminder delayed to its time.
  async dispatchMailsOf(enquiryId: number): Promise<void> {
    const booking = await this.bookings.findOneBy({ enquiryId });
    if (booking) await this.mails.dispatch(booking, (await this.calendars.inForce()).calendar);
  }

  // Runs a booking's work; a window that turned out unavailable becomes a 409 listing the next open
  // windows (read after the transaction rolled back, on a connection of its own).
  async refusingUnavailable<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof WindowUnavailableError)) throw error;
      const openWindows = (await this.openWindows()).slice(0, refusalDays);
      const refusal: BookingRefusal = {
        msg: 'fail',
        message: `${error.message} Please choose another window${openWindows.length ? ': the next open ones are listed.' : ', or call us.'}`,
        openWindows,
      };
      throw new ConflictException(refusal);
    }
  }
}

export function isBookingRefusal(response: unknown): response is BookingRefusal {
  return typeof response === 'object' && response !== null && Array.isArray((response as BookingRefusal).openWindows);
}

