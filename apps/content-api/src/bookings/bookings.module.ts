import { LeadsDataModule } from '@hvac/leads';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingCalendarService } from './booking-calendar.service';
import { BookingMails } from './booking-mails.service';
import { BookingCalendarEntity, BookingSlotEntity } from './booking-slot.entity';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';

// Bookings: the owner's calendar, the open windows, and the place a booking takes in one (decided in
// Postgres). The leads module books through BookingsService inside an enquiry's transaction.
@Module({
  imports: [LeadsDataModule, TypeOrmModule.forFeature([BookingCalendarEntity, BookingSlotEntity])],
  controllers: [BookingsController],
  providers: [BookingCalendarService, BookingsService, BookingMails],
  exports: [BookingsService, BookingCalendarService, BookingMails],
})
export class BookingsModule {}
