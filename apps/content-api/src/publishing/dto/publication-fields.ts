import { type OgImageChoice, type PublicationInput, type PublishState, publishStates } from '@hvac/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SentBackIgnored } from '../../common/validators';
import { OgImageIdField } from '../../media/dto/og-image-field';

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

// What the bodies of posts and location pages share beside their own fields: the publication and the share picture,
// and read-only fields an edit form may send back as it loaded them, which are ignored (the version too: only the
// If-Match header takes part in the version check, so a client sending back the read shape saves as before).
export abstract class EditedItemFields implements PublicationInput, Partial<OgImageChoice> {
  @SentBackIgnored()
  updated_at?: unknown;

  @SentBackIgnored()
  version?: unknown;

  @StateField()
  state?: PublishState;

  @PublishAtField()
  publishAt?: string;

  @OgImageIdField()
  og_image_id?: number | null;

  @SentBackIgnored(' (og_image_id sets it)')
  og_image?: unknown;
}
