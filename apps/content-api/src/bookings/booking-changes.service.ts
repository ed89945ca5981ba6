import { type BookingView, type ManageBookingView, windowIdOf } from '@hvac/contracts';
import { BookingEntity, BookingManageTokens, EnquiryEntity } from '@hvac/leads';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { EnquiryWorkflow, type StaffMember } from '../leads/enquiry-workflow.service';
import { dayLabel } from './booking-calendar';
import { BookingCalendarService } from './booking-calendar.service';
import { BookingMails } from './booking-mails.service';
import { BookingsService } from './bookings.service';

export type BookingChange = { kind: 'move'; windowId: string } | { kind: 'cancel' };

export const manageLinkInvalid = 'This link to manage a booking is not valid. Please use the link in your latest booking e-mail, or call us.';

const logger = new Logger('BookingChanges');

// Moving and cancelling bookings: by the customer through a manage link (single use, up to the owner's
// cut-off), or by staff. Each change is one transaction under the booking's row lock (and the new
// window's, for a move), bumps the booking's version, and records the mail for the new version; after
// the commit the earlier version's reminder is removed from the queue and the new mails are queued.
@Injectable()
export class BookingChanges {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly calendars: BookingCalendarService,
    private readonly booking: BookingsService,
    private readonly mails: BookingMails,
    private readonly manageTokens: BookingManageTokens,
    private readonly workflow: EnquiryWorkflow,
  ) {}

  async view(token: string, now = new Date()): Promise<ManageBookingView> {
    const found = await this.manageTokens.find(token);
    const booking = found && (await this.bookings.findOneBy({ id: found.bookingId }));
    if (!found || !booking) throw new NotFoundException(manageLinkInvalid);
    const { calendar } = await this.calendars.inForce();
    const reason = found.usedAt ? usedMessage : this.refusal(booking, calendar.manageCutoffHours, now);
    return {
      booking: viewOf(booking, calendar.manageCutoffHours),
      canChange: reason === null,
      reason,
      openWindows: reason === null ? (await this.booking.openWindows(now)).map((d) => ({ ...d, windows: d.windows.filter((w) => w.id !== windowIdOfBooking(booking)) })).filter((d) => d.windows.length) : [],
    };
  }

  // The customer's change through the manage link; the link is spent by it.
  async byCustomer(token: string, change: BookingChange, now = new Date()): Promise<BookingView> {
    return this.change(async (tx) => {
      const found = await this.manageTokens.find(token, tx);
      if (!found) throw new NotFoundException(manageLinkInvalid);
      const booking = await this.locked(tx, found.bookingId);
      const { calendar } = await this.calendars.inForce(tx);
      const refused = found.usedAt ? usedMessage : this.refusal(booking, calendar.manageCutoffHours, now);
      if (refused) throw new ConflictException(refused);
      if (!(await this.manageTokens.spend(found, tx))) throw new ConflictException(usedMessage);
      return booking;
    }, change, null);
  }

  // A staff member's change (the Schedule screen): no cut-off, but never into a full window.
  async byStaff(bookingId: number, change: BookingChange, by: StaffMember): Promise<BookingView> {
    return this.change(async (tx) => {
      const booking = await this.locked(tx, bookingId);
      if (booking.status !== 'booked') throw new ConflictException(`This booking is ${booking.status} and cannot be changed.`);
      return booking;
    }, change, by);
  }

  // The job is finished: the booking and its enquiry are done (through the enquiry workflow, so what
  // follows a finished job, such as review requests, hears of it). Only a booked visit can be done.
  async markDone(bookingId: number, by: StaffMember): Promise<BookingView> {
    const booking = await this.bookings.manager.transaction(async (tx) => {
      const locked = await this.locked(tx, bookingId);
      if (locked.status !== 'booked') throw new ConflictException(`This booking is ${locked.status} and cannot be marked done.`);
      locked.status = 'done';
      return tx.save(locked);
    });
    await this.workflow.update(booking.enquiryId, { status: 'done' }, by);
    return viewOf(booking, (await this.calendars.inForce()).calendar.manageCutoffHours);
  }

  private async change(lock: (tx: EntityManager) => Promise<BookingEntity>, change: BookingChange, by: StaffMember | null): Promise<BookingView> {
    const { before, after } = await this.booking.refusingUnavailable(() =>
      this.bookings.manager.transaction(async (tx) => {
        const booking = await lock(tx);
        const before = { ...booking };
        if (change.kind === 'move') {
          if (change.windowId === windowIdOfBooking(booking)) throw new BadRequestException('That is already the booking\'s window. Please choose another one.');
          const w = await this.booking.reserve(tx, change.windowId);
          Object.assign(booking, { day: w.date, startTime: w.start, endTime: w.end, startsAt: w.startsAt, endsAt: w.endsAt });
        } else {
          booking.status = 'cancelled';
        }
        booking.version += 1;
        const after = await tx.save(booking);
        await this.mails.record(tx, after, (await this.calendars.inForce(tx)).calendar, change.kind === 'move' ? 'confirmation' : 'cancelled');
        return { before, after };
      }),
    );
    logger.log({ bookingId: after.id, change: change.kind, version: after.version, by: by?.sub ?? 'customer' }, 'booking changed');
    await this.mails.dropReminder(after, before.version);
    await this.mails.dispatch(after, (await this.calendars.inForce()).calendar);
    if (change.kind === 'cancel') {
      const { email } = await this.bookings.manager.findOneByOrFail(EnquiryEntity, { id: after.enquiryId });
      const who = by ?? { sub: 'customer', name: 'Customer (manage link)', email };
      await this.workflow.update(after.enquiryId, { status: 'cancelled' }, who);
    }
    return viewOf(after, (await this.calendars.inForce()).calendar.manageCutoffHours);
  }

  private async locked(tx: EntityManager, id: number): Promise<BookingEntity> {
    const booking = await tx.findOne(BookingEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!booking) throw new NotFoundException(`Booking ${id} not found`);
    return booking;
  }

  // Why the customer may not change the booking online any more, or null.
  private refusal(booking: BookingEntity, cutoffHours: number, now: Date): string | null {
    if (booking.status !== 'booked') return `This booking is ${booking.status}. To book again, use the booking page or call us.`;
    if (now >= changeableUntil(booking, cutoffHours)) {
      return `Bookings can be changed online until ${cutoffHours} hours before the window starts. Please call us to change this one.`;
    }
    return null;
  }
}

const usedMessage = 'This link was already used to change the booking. Please use the link in your latest booking e-mail, or call us.';

function changeableUntil(booking: Pick<BookingEntity, 'startsAt'>, cutoffHours: number): Date {
  return new Date(booking.startsAt.getTime() - cutoffHours * 3_600_000);
}

function windowIdOfBooking(booking: Pick<BookingEntity, 'day' | 'startTime'>): string {
  return windowIdOf(booking.day, booking.startTime);
}

export function viewOf(booking: BookingEntity, cutoffHours: number): BookingView {
  return {
    reference: booking.enquiryId,
    status: booking.status,
    date: booking.day,
    label: dayLabel(booking.day),
    start: booking.startTime,
    end: booking.endTime,
    changeableUntil: changeableUntil(booking, cutoffHours).toISOString(),
  };
}
