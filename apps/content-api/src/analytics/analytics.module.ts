import { Module } from '@nestjs/common';
import { CONTENT_ENV } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';
import { SiteSettingsModule } from '../settings/site-settings.module';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { ANALYTICS_ENV, analyticsEnvFrom } from './analytics.config';
import { AnalyticsReports } from './analytics-report.service';
import { AnalyticsRollup } from './analytics-rollup.service';
import { AnalyticsSchedule } from './analytics-schedule.service';
import { CollectorWorker } from './collector-worker.service';

// First-party analytics with no cookie and no personal data: the beacon's collector (a worker thread on
// its own port, batching raw rows), the hourly rollup into daily figures with the owner's retention, and the admin's reports.
@Module({
  imports: [SiteSettingsModule],
  controllers: [AdminAnalyticsController],
  providers: [
    { provide: ANALYTICS_ENV, inject: [CONTENT_ENV], useFactory: (env: ContentEnv) => analyticsEnvFrom(env) },
    CollectorWorker,
    AnalyticsRollup,
    AnalyticsSchedule,
    AnalyticsReports,
  ],
})
export class AnalyticsModule {}
