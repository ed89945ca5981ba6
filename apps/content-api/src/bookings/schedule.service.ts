import type { ScheduleDay } from '@hvac/contracts';
import { BookingEntity, EnquiryEntity } from '@hvac/leads';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Not, type Repository } from 'typeorm';
import { addDays, dayLabel, windowsOn } from './booking-calendar';
import { BookingCalendarService } from './booking-calendar.service';

// The staff's view: every window of the days asked for, its bookings (cancelled ones left out) and the
// places left. Two queries whatever the number of days.
@Injectable()
export class ScheduleService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly calendars: BookingCalendarService,
  ) {}

  async days(from: string, count: number): Promise<ScheduleDay[]> {
    const { calendar, closures } = await this.calendars.inForce();
    const to = addDays(from, count - 1);
    const rows = await this.bookings.find({ where: { day: Between(from, to), status: Not('cancelled') }, order: { id: 'ASC' } });
    const enquiries = rows.length ? await this.bookings.manager.findBy(EnquiryEntity, { id: In(rows.map((b) => b.enquiryId)) }) : [];
    const enquiryOf = new Map(enquiries.map((e) => [e.id, e]));
    return Array.from({ length: count }, (_, i) => addDays(from, i)).map((date) => ({
      date,
      label: dayLabel(date),
      windows: windowsOn(calendar, closures, date).map((w) => {
        const booked = rows.filter((b) => b.day === date && b.startTime === w.start);
        return {
          id: w.id,
          start: w.start,
          end: w.end,
          capacity: w.capacity,
          remaining: Math.max(0, w.capacity - booked.length),
          bookings: booked.map((b) => {
            const enquiry = enquiryOf.get(b.enquiryId);
            return { id: b.id, enquiryId: b.enquiryId, name: enquiry?.name ?? '', phone: enquiry?.phone ?? null, postalCode: enquiry?.postalCode ?? null, status: b.status };
          }),
        };
      }),
    }));
  }
}
