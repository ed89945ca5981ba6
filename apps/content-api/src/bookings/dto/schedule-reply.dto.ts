import { type BookingCalendarRecord, type BookingStatus, bookingStatuses, type BookingView, type ScheduleDay, type ScheduledBooking, type ScheduleWindow } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { dataReply } from '../../openapi/replies';
import { BookingCalendarDto } from './booking-calendar.dto';

// OpenAPI descriptions of the schedule, booking and calendar replies, checked against the contract types.
class ScheduledBookingDto implements ScheduledBooking {
  @ApiProperty() id!: number;
  @ApiProperty() enquiryId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode!: string | null;
  @ApiProperty({ enum: bookingStatuses }) status!: BookingStatus;
}

class ScheduleWindowDto implements ScheduleWindow {
  @ApiProperty({ example: '2026-12-03T08:00' }) id!: string;
  @ApiProperty({ example: '08:00' }) start!: string;
  @ApiProperty({ example: '10:00' }) end!: string;
  @ApiProperty() capacity!: number;
  @ApiProperty() remaining!: number;
  @ApiProperty({ type: [ScheduledBookingDto] }) bookings!: ScheduledBookingDto[];
}

class ScheduleDayDto implements ScheduleDay {
  @ApiProperty({ example: '2026-12-03' }) date!: string;
  @ApiProperty({ example: 'Thursday, December 3, 2026' }) label!: string;
  @ApiProperty({ type: [ScheduleWindowDto] }) windows!: ScheduleWindowDto[];
}

class BookingViewDto implements BookingView {
  @ApiProperty() reference!: number;
  @ApiProperty({ enum: bookingStatuses }) status!: BookingStatus;
  @ApiProperty({ example: '2026-12-03' }) date!: string;
  @ApiProperty({ example: 'Thursday, December 3, 2026' }) label!: string;
  @ApiProperty({ example: '08:00' }) start!: string;
  @ApiProperty({ example: '10:00' }) end!: string;
  @ApiProperty({ format: 'date-time' }) changeableUntil!: string;
}

class BookingCalendarRecordDto implements BookingCalendarRecord {
  @ApiProperty({ type: BookingCalendarDto }) calendar!: BookingCalendarDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null for the first-start calendar' }) updatedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) updatedBy!: string | null;
}

export const ScheduleReply = dataReply([ScheduleDayDto], 'ScheduleReply');
export const BookingViewReply = dataReply(BookingViewDto, 'BookingViewReply');
export const BookingCalendarReply = dataReply(BookingCalendarRecordDto, 'BookingCalendarReply');
