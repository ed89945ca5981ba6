import { type BookingCalendar, type BookingOverride, type BookingWindowRule, bookingLimits, type Weekday, weekdays } from '@hvac/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { CalendarDate, Time } from '../../common/validators';

const WholeNumber = (min: number, max: number) =>
  applyDecorators(
    ApiProperty({ minimum: min, maximum: max }),
    IsInt({ message: ({ property }) => `${property} must be a whole number` }),
    Min(min, { message: ({ property }) => `${property} must be at least ${min}` }),
    Max(max, { message: ({ property }) => `${property} must be at most ${max}` }),
  );

class BookingWindowRuleDto implements BookingWindowRule {
  @ApiProperty({ enum: weekdays }) @IsIn(weekdays, { message: `day must be one of ${weekdays.join(', ')}` }) day!: Weekday;
  @Time() start!: string;
  @Time() end!: string;
  @WholeNumber(1, bookingLimits.capacityMax) capacity!: number;
}

class BookingOverrideDto implements BookingOverride {
  @CalendarDate() date!: string;
  @Time() start!: string;
  @ApiProperty() @IsBoolean({ message: 'closed must be true or false' }) closed!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'The capacity that day; null keeps the weekday capacity' })
  @ValidateIf((_row, value) => value !== null)
  @IsInt({ message: 'capacity must be a whole number or null' })
  @Min(0, { message: 'capacity must be at least 0' })
  @Max(bookingLimits.capacityMax, { message: `capacity must be at most ${bookingLimits.capacityMax}` })
  capacity!: number | null;
}

// PUT /api/admin/booking-calendar replaces the whole calendar; every field is required.
export class BookingCalendarDto implements BookingCalendar {
  @ApiProperty({ type: () => BookingWindowRuleDto, isArray: true })
  @IsArray()
  @ArrayMaxSize(bookingLimits.windowsMax)
  @ValidateNested({ each: true })
  @Type(() => BookingWindowRuleDto)
  windows!: BookingWindowRuleDto[];

  @WholeNumber(0, bookingLimits.noticeHoursMax) noticeHours!: number;
  @WholeNumber(bookingLimits.horizonDaysMin, bookingLimits.horizonDaysMax) horizonDays!: number;
  @WholeNumber(0, bookingLimits.manageCutoffHoursMax) manageCutoffHours!: number;
  @Time() reminderTime!: string;

  @ApiProperty({ type: () => BookingOverrideDto, isArray: true })
  @IsArray()
  @ArrayMaxSize(bookingLimits.overridesMax)
  @ValidateNested({ each: true })
  @Type(() => BookingOverrideDto)
  overrides!: BookingOverrideDto[];
}
