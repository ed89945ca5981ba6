import {
  type AnalyticsDay,
  type AnalyticsDeviceRow,
  type AnalyticsLandingRow,
  type AnalyticsLeadSourceRow,
  type AnalyticsPageRow,
  type AnalyticsReport,
  type AnalyticsSourceRow,
  type AnalyticsWindow,
  analyticsWindows,
  type DeviceClass,
  deviceClasses,
  type WebVitalName,
  webVitalNames,
  type WebVitalRow,
  type WebVitalsReport,
} from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { dataReply } from '../../openapi/replies';
import type { RollupResult } from '../analytics-rollup.service';

// OpenAPI descriptions of the analytics screen's replies, checked against the contract types they implement.
class AnalyticsTotalsDoc {
  @ApiProperty() visitors!: number;
  @ApiProperty() views!: number;
  @ApiProperty() enquiries!: number;
}

class AnalyticsDayDoc implements AnalyticsDay {
  @ApiProperty({ example: '2026-11-23', description: 'A Toronto day' }) day!: string;
  @ApiProperty() visitors!: number;
  @ApiProperty() views!: number;
}

class AnalyticsPageRowDoc implements AnalyticsPageRow {
  @ApiProperty({ description: "A route template, or '(other)'" }) path!: string;
  @ApiProperty() views!: number;
  @ApiProperty() visitors!: number;
}

class AnalyticsSourceRowDoc implements AnalyticsSourceRow {
  @ApiProperty({ description: "The UTM source, else the referrer's host, else '(direct)'" }) source!: string;
  @ApiProperty() medium!: string;
  @ApiProperty() campaign!: string;
  @ApiProperty() visitors!: number;
  @ApiProperty() views!: number;
}

class AnalyticsDeviceRowDoc implements AnalyticsDeviceRow {
  @ApiProperty({ enum: deviceClasses }) device!: DeviceClass;
  @ApiProperty() visitors!: number;
  @ApiProperty() views!: number;
}

class AnalyticsLeadSourceRowDoc implements AnalyticsLeadSourceRow {
  @ApiProperty() source!: string;
  @ApiProperty() campaign!: string;
  @ApiProperty() enquiries!: number;
  @ApiProperty() subscribers!: number;
}

class AnalyticsLandingRowDoc implements AnalyticsLandingRow {
  @ApiProperty() path!: string;
  @ApiProperty() visitors!: number;
  @ApiProperty() enquiries!: number;
  @ApiProperty({ description: 'Enquiries per visitor, 0 to 1' }) conversionRate!: number;
}

class AnalyticsReportDoc implements AnalyticsReport {
  @ApiProperty({ enum: analyticsWindows }) days!: AnalyticsWindow;
  @ApiProperty({ example: '2026-10-31' }) from!: string;
  @ApiProperty({ example: '2026-11-27' }) to!: string;
  @ApiProperty({ type: AnalyticsTotalsDoc }) totals!: AnalyticsTotalsDoc;
  @ApiProperty({ type: [AnalyticsDayDoc], description: 'Oldest first, today last' }) perDay!: AnalyticsDayDoc[];
  @ApiProperty({ type: [AnalyticsPageRowDoc] }) topPages!: AnalyticsPageRowDoc[];
  @ApiProperty({ type: [AnalyticsSourceRowDoc] }) sources!: AnalyticsSourceRowDoc[];
  @ApiProperty({ type: [AnalyticsDeviceRowDoc] }) devices!: AnalyticsDeviceRowDoc[];
  @ApiProperty({ type: [AnalyticsLeadSourceRowDoc] }) leadSources!: AnalyticsLeadSourceRowDoc[];
  @ApiProperty({ type: [AnalyticsLandingRowDoc] }) landingPages!: AnalyticsLandingRowDoc[];
}

class WebVitalRowDoc implements WebVitalRow {
  @ApiProperty({ description: 'A route template' }) route!: string;
  @ApiProperty({ enum: deviceClasses }) device!: DeviceClass;
  @ApiProperty({ enum: webVitalNames }) metric!: WebVitalName;
  @ApiProperty({ description: 'Milliseconds, except CLS' }) p75!: number;
  @ApiProperty() samples!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The 28 days before; null without samples then' }) previousP75!: number | null;
  @ApiProperty({ description: "Within Google's good threshold" }) good!: boolean;
  @ApiProperty({ description: 'Moved from good to not, or grew by 10 % or more' }) worse!: boolean;
}

class WebVitalsReportDoc implements WebVitalsReport {
  @ApiProperty({ example: '2026-10-31' }) from!: string;
  @ApiProperty({ example: '2026-11-27' }) to!: string;
  @ApiProperty({ type: [WebVitalRowDoc] }) rows!: WebVitalRowDoc[];
}

class RollupResultDoc implements RollupResult {
  @ApiProperty({ type: String, nullable: true, description: 'The first day rolled up; null when there was nothing new' }) from!: string | null;
  @ApiProperty() to!: string;
  @ApiProperty({ description: 'Raw events past the retention, removed' }) removedEvents!: number;
}

export const AnalyticsReportReply = dataReply(AnalyticsReportDoc, 'AnalyticsReportReply');
export const WebVitalsReply = dataReply(WebVitalsReportDoc, 'WebVitalsReply');
export const AnalyticsRollupReply = dataReply(RollupResultDoc, 'AnalyticsRollupReply');
