import { type AnalyticsWindow, analyticsWindows } from '@hvac/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

export class AnalyticsQueryDto {
  @ApiPropertyOptional({ enum: analyticsWindows, default: 28, description: 'Days ending today (Toronto)' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(analyticsWindows, { message: `days must be one of ${analyticsWindows.join(', ')}` })
  days: AnalyticsWindow = 28;
}
