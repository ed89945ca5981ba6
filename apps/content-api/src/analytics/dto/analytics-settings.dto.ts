import { analyticsRetentionLimits, type AnalyticsSettings } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

// Site settings key `analytics`.
export class AnalyticsSettingsDto implements AnalyticsSettings {
  @ApiProperty({ minimum: analyticsRetentionLimits.min, maximum: analyticsRetentionLimits.max, default: analyticsRetentionLimits.default })
  @IsInt({ message: 'analytics.retentionDays must be a whole number of days' })
  @Min(analyticsRetentionLimits.min, { message: `analytics.retentionDays must be at least ${analyticsRetentionLimits.min}` })
  @Max(analyticsRetentionLimits.max, { message: `analytics.retentionDays must be at most ${analyticsRetentionLimits.max}` })
  retentionDays!: number;
}
