import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const message = 'og_image_id must be the media_id of an image in the media library, or null';

// The share picture of a post or location page: a media library id; null goes back to the default; left
// out, the saved choice stays.
export const OgImageIdField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      description: 'media_id of the Open Graph image (GET /api/admin/media); null: the default (a post its own image, a location page the site picture); left out: unchanged',
    }),
    IsOptional(),
    IsInt({ message }),
    Min(1, { message }),
    Max(2 ** 31 - 1, { message }),
  );
