import { LeadsDataModule } from '@hvac/leads';
import { Module } from '@nestjs/common';
import type { ContentEnv } from '../config/content-env';
import { CONTENT_ENV } from '../config/env.module';
import { LEADS_ENV, leadsEnvFrom } from '../leads/leads.config';
import { SiteSettingsModule } from '../settings/site-settings.module';
import { ReviewPagesController } from './review-pages.controller';
import { ReviewRequests } from './review-requests.service';
import { ReviewRequestsController } from './review-requests.controller';

// Review requests to finished customers (the leads module calls ReviewRequests when an enquiry is done),
// their public link pages and the admin's view and skip.
@Module({
  imports: [LeadsDataModule, SiteSettingsModule],
  controllers: [ReviewPagesController, ReviewRequestsController],
  providers: [{ provide: LEADS_ENV, inject: [CONTENT_ENV], useFactory: (env: ContentEnv) => leadsEnvFrom(env) }, ReviewRequests],
  exports: [ReviewRequests],
})
export class ReviewsModule {}
