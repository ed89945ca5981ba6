import { AuditKitModule, AuthKitModule, serviceModules } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { AnalyticsModule } from './analytics/analytics.module';
import { BlogModule } from './blogs/blog.module';
import { BookingChangesModule } from './bookings/booking-changes.module';
import { CategoryModule } from './categories/category.module';
import type { ContentEnv } from './config/content-env';
import { EnvModule } from './config/env.module';
import { DatabaseModule } from './database/database.module';
import { FeedModule } from './feeds/feed.module';
import { LeadsModule } from './leads/leads.module';
import { LocationPageModule } from './location-pages/location-page.module';
import { MediaModule } from './media/media.module';
import { RedirectModule } from './redirects/redirect.module';
import { HistoryModule } from './revisions/history.module';
import { PreviewModule } from './publishing/preview/preview.module';
import { SeedModule } from './seed/seed.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { SiteSettingsModule } from './settings/site-settings.module';
import { PrivacyRequestsModule } from './privacy-requests/privacy-requests.module';

@Module({})
export class AppModule {
  static forRoot(env: ContentEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        EnvModule.forRoot(env),
        ...serviceModules('content-api', env),
        DatabaseModule.forRoot(env.DATABASE_URL),
        AuthKitModule.forRoot({ jwksUrl: env.JWKS_URL, issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE }),
        CategoryModule,
        BlogModule,
        LocationPageModule,
        MediaModule,
        FeedModule,
        LeadsModule,
        BookingChangesModule,
        SeedModule,
        DashboardModule,
        RedirectModule,
        HistoryModule,
        SiteSettingsModule,
        PreviewModule,
        PrivacyRequestsModule,
        AuditKitModule,
        AnalyticsModule,
      ],
    };
  }
}
