import { publishStates } from '@hvac/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

// The two publication fields of the post and location page bodies.
export const StateField = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: publishStates,
      description: 'Without it: a new item is published at its published_date (later = scheduled), an edit keeps the state',
    }),
    IsOptional(),
    IsIn(publishStates, { message: `state must be one of: ${publishStates.join(', ')}` }),
  );

export const PublishAtField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example: '2026-12-01T09:00', description: 'Toronto wall time, or an ISO 8601 instant with Z or an offset' }),
    IsOptional(),
    IsString({ message: 'publishAt must be a string' }),
    MaxLength(40, { message: 'publishAt must be a date and time' }),
  );
