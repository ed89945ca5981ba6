import { fitsLength, settingsLimits } from '@hvac/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsString, Matches, registerDecorator, type ValidationOptions } from 'class-validator';

// Decorators over the field rules of @hvac/contracts for the bodies that have no payload schema yet (the
// public forms, analytics, bookings). Patterns (emailPattern, phonePattern, singleLinePattern) need none: the
// DTOs pass them to @Matches.

function stringRule(name: string, test: (value: string) => boolean, message: (property: string) => string, constraints: unknown[] = []) {
  return (validationOptions?: ValidationOptions) => (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName: String(propertyName),
      constraints,
      options: { message: message(String(propertyName)), ...validationOptions },
      validator: { validate: (value: unknown) => typeof value === 'string' && test(value) },
    });
}

// Length in characters as Postgres varchar(n) counts them (code points); class-validator's MaxLength
// counts otherwise (it leaves out variation selectors), so a value it passes could overflow the column.
export const MaxChars = (max: number, validationOptions?: ValidationOptions) =>
  stringRule('maxChars', (value) => fitsLength(value, max), (property) => `${property} must be shorter than or equal to ${max} characters`, [max])(validationOptions);

// A time of day and a calendar date as the settings write them (the bookings' query and calendar DTOs).
export const Time = () =>
  applyDecorators(ApiProperty({ example: '08:00' }), IsString(), Matches(settingsLimits.timePattern, { message: ({ property }) => `${property} must be a time as HH:MM` }));
export const CalendarDate = () =>
  applyDecorators(
    ApiProperty({ example: '2026-12-25' }),
    IsString(),
    Matches(settingsLimits.datePattern, { message: ({ property }) => `${property} must be a date as YYYY-MM-DD` }),
    IsISO8601({ strict: true }, { message: ({ property }) => `${property} must be a real date` }),
  );
