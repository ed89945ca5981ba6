import { type AnalyticsEvent, analyticsLimits, type WebVitalName, webVitalNames } from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNumber, IsString, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { MaxChars } from '../../common/validators';
import { ReferrerHost, sitePathPattern, SourceText } from './source-fields';

const isVital = (event: AnalyticsEventDto) => event.type === 'vital';

// One event of the beacon: a page view (with where the visit came from) or one Web Vitals measurement.
export class AnalyticsEventDto {
  @ApiProperty({ enum: ['pageview', 'vital'] })
  @IsIn(['pageview', 'vital'], { message: 'type must be pageview or vital' })
  type!: AnalyticsEvent['type'];

  @ApiProperty({ maxLength: analyticsLimits.pathMax, example: '/services/furnace-repair' })
  @IsString({ message: 'path must be text' })
  @MaxChars(analyticsLimits.pathMax, { message: `path must be at most ${analyticsLimits.pathMax} characters` })
  @Matches(sitePathPattern, { message: 'path must be a path of this site without query (/services/furnace)' })
  path!: string;

  @ReferrerHost() referrerHost?: string;
  @SourceText('utmSource') utmSource?: string;
  @SourceText('utmMedium') utmMedium?: string;
  @SourceText('utmCampaign') utmCampaign?: string;

  @ApiPropertyOptional({ enum: webVitalNames, description: 'vital only' })
  @ValidateIf(isVital)
  @IsIn(webVitalNames, { message: `name must be one of ${webVitalNames.join(', ')}` })
  name?: WebVitalName;

  @ApiPropertyOptional({ minimum: 0, maximum: analyticsLimits.vitalMaxMs, description: 'vital only: milliseconds, CLS unitless' })
  @ValidateIf(isVital)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'value must be a number' })
  @Min(0, { message: 'value must not be negative' })
  @Max(analyticsLimits.vitalMaxMs, { message: `value must be at most ${analyticsLimits.vitalMaxMs}` })
  value?: number;
}

// The shape of AnalyticsBatch in @hvac/contracts, checked field by field.
export class AnalyticsBatchDto {
  @ApiProperty({ type: [AnalyticsEventDto], minItems: 1, maxItems: analyticsLimits.eventsPerBatch })
  @IsArray({ message: 'events must be a list' })
  @ArrayMinSize(1, { message: 'events must hold at least one event' })
  @ArrayMaxSize(analyticsLimits.eventsPerBatch, { message: `events must hold at most ${analyticsLimits.eventsPerBatch} events` })
  @ValidateNested({ each: true })
  @Type(() => AnalyticsEventDto)
  events!: AnalyticsEventDto[];
}
