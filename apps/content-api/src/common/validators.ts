import { fitsBytes, fitsLength, isWebUrl, settingsLimits } from '@hvac/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsISO8601, IsString, Matches, registerDecorator, type ValidationOptions } from 'class-validator';

// Decorators over the field rules of @hvac/contracts, which the browser's validators use too. Patterns
// (emailPattern, phonePattern, singleLinePattern) need none: the DTOs pass them to @Matches.

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

// Absolute http(s) URLs or paths on this site ("/media/..."); never javascript:, data:, or "//host".
export const IsWebUrl = stringRule('isWebUrl', isWebUrl, (property) => `${property} must be an http(s) URL or a path starting with /`);

// Length in characters as Postgres varchar(n) counts them (code points); class-validator's MaxLength
// counts otherwise (it leaves out variation selectors), so a value it passes could overflow the column.
export const MaxChars = (max: number, validationOptions?: ValidationOptions) =>
  stringRule('maxChars', (value) => fitsLength(value, max), (property) => `${property} must be shorter than or equal to ${max} characters`, [max])(validationOptions);

// Size of an HTML field as stored (UTF-8 bytes), not as characters.
export const MaxBytes = (max: number, validationOptions?: ValidationOptions) =>
  stringRule('maxBytes', (value) => fitsBytes(value, max), (property) => `${property} must be at most ${max / 1000} kB`, [max])(validationOptions);

// A read-only field that an edit form may send back with the rest of what it loaded: allowed, and ignored.
export const SentBackIgnored = (note = '') => applyDecorators(ApiPropertyOptional({ description: `Ignored; an edit form may send it back${note}` }), Allow());

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
