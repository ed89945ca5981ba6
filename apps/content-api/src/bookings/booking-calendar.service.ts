import { type BookingCalendar, type BookingCalendarRecord, defaultBookingCalendar, type HolidayClosure } from '@hvac/contracts';
import { SiteSettingsEntity, siteSettingsOf } from '@hvac/site-settings';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { weekdayOf } from './booking-calendar';
import { BookingCalendarEntity } from './booking-slot.entity';

export type CalendarInForce = { calendar: BookingCalendar; closures: HolidayClosure[] };

// The owner's calendar (its own row) and the holiday closures of the site settings, read together.
@Injectable()
export class BookingCalendarService {
  constructor(@InjectRepository(BookingCalendarEntity) private readonly rows: Repository<BookingCalendarEntity>) {}

  // Pass a transaction's manager to read on its connection (a booking holds one while it decides).
  async inForce(manager: EntityManager = this.rows.manager): Promise<CalendarInForce> {
    const [row, settings] = await Promise.all([
      manager.findOneBy(BookingCalendarEntity, { id: BookingCalendarEntity.rowId }),
      manager.findOneBy(SiteSettingsEntity, { id: SiteSettingsEntity.rowId }),
    ]);
    return { calendar: row?.document ?? defaultBookingCalendar, closures: siteSettingsOf(settings).holidayClosures };
  }

  async record(): Promise<BookingCalendarRecord> {
    const row = await this.rows.findOneBy({ id: BookingCalendarEntity.rowId });
    return { calendar: row?.document ?? defaultBookingCalendar, updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
  }

  async save(calendar: BookingCalendar, by: string): Promise<BookingCalendarRecord> {
    assertConsistent(calendar);
    // The DTO instance carries only validated fields; a plain copy is what goes into the JSON column.
    const document = JSON.parse(JSON.stringify(calendar)) as BookingCalendar;
    await this.rows.upsert({ id: BookingCalendarEntity.rowId, document, updatedAt: new Date(), updatedBy: by }, ['id']);
    return this.record();
  }
}

// Rules across rows that field decorators cannot see; the message names the row like the validator does.
function assertConsistent(calendar: BookingCalendar): void {
  calendar.windows.forEach((w, index) => {
    if (w.end <= w.start) throw new BadRequestException(`windows.${index}.end must be later than start`);
    const clash = calendar.windows.findIndex((other, i) => i !== index && other.day === w.day && other.start < w.end && w.start < other.end);
    if (clash >= 0) throw new BadRequestException(`windows.${index} overlaps windows.${clash} on ${w.day}`);
  });
  const seen = new Set<string>();
  calendar.overrides.forEach((o, index) => {
    const key = `${o.date}T${o.start}`;
    if (seen.has(key)) throw new BadRequestException(`overrides.${index}: ${key} is listed twice`);
    seen.add(key);
    if (!calendar.windows.some((w) => w.day === weekdayOf(o.date) && w.start === o.start)) {
      throw new BadRequestException(`overrides.${index}.start: ${o.date} (a ${weekdayOf(o.date)}) has no window starting at ${o.start}`);
    }
  });
}
