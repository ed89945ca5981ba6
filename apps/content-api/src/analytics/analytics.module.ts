import { Module } from '@nestjs/common';
import { CONTENT_ENV } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';
import { SiteSettingsModule } from '../settings/site-settings.module';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { ANALYTICS_ENV, analyticsEnvFrom } from './analytics.config';
import { AnalyticsRateLimitGuard } from './analytics-rate-limit.guard';
import { AnalyticsReports } from './analytics-report.service';
import { AnalyticsRollup } from './analytics-rollup.service';
import { AnalyticsSchedule } from './analytics-schedule.service';
import { CollectController } from './collect.controller';
import { AnalyticsCollector } from './collector.service';
import { DailySalt } from './daily-salt.service';
import { EventBuffer } from './event-buffer.service';

// First-party analytics with no cookie and no personal data: the beacon's events (batched into raw
// rows), the hourly rollup into daily figures with the owner's retention, and the admin's reports.
@Module({
  imports: [SiteSettingsModule],
  controllers: [CollectController, AdminAnalyticsController],
  providers: [
    { provide: ANALYTICS_ENV, inject: [CONTENT_ENV], useFactory: (env: ContentEnv) => analyticsEnvFrom(env) },
    DailySalt,
    EventBuffer,
    AnalyticsCollector,
    AnalyticsRateLimitGuard,
    AnalyticsRollup,
    AnalyticsSchedule,
    AnalyticsReports,
  ],
})
export class AnalyticsModule {}
