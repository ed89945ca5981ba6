import type { BotSignals } from '@hvac/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { MaxChars } from '../../common/validators';
import { LeadSourceFieldsDto } from '../../analytics/dto/source-fields';
import { EmptyToUndefined } from './form-fields';

// What the site's own forms send besides the visitor's fields; see botReason. Both are optional:
// other API clients send neither. Every lead form also carries the source of its visit (optional too).
export class BotSignalsDto extends LeadSourceFieldsDto implements BotSignals {
  @ApiPropertyOptional({ description: 'Leave empty.' })
  @IsOptional()
  @IsString()
  @MaxChars(2000)
  website?: string;

  @ApiPropertyOptional({ description: 'When the form was shown, in milliseconds since the epoch.', type: 'integer', minimum: 0 })
  @EmptyToUndefined()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'startedAt must be a time in milliseconds since the epoch' })
  @Min(0, { message: 'startedAt must be a time in milliseconds since the epoch' })
  startedAt?: number;
}
