import { LeadsDataModule } from '@hvac/leads';
import { Module } from '@nestjs/common';
import { CONTENT_ENV } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';
import { AdminEnquiriesController } from './admin-enquiries.controller';
import { AdminLeadsController } from './admin-leads.controller';
import { SiteSettingsModule } from '../settings/site-settings.module';
import { AlertsModule } from '../alerts/alerts.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { BookingsModule } from '../bookings/bookings.module';
import { EnquiryRetention, enquiryRetentionMonthsProvider } from './enquiry-retention.service';
import { EnquiryService } from './enquiry.service';
import { EnquiryWorkflow } from './enquiry-workflow.service';
import { LeadFormsController } from './lead-forms.controller';
import { LeadRateLimitGuard } from './lead-rate-limit.guard';
import { LEADS_ENV, leadsEnvFrom } from './leads.config';
import { MailQueue } from './mail-queue.service';
import { MailSweeper } from './mail-sweeper.service';
import { NewsletterPageFilter, NewsletterPagesController } from './newsletter-pages.controller';
import { SubscriberService } from './subscriber.service';

// Leads: the contact and newsletter forms, their storage, the mail queue producer and its sweeper,
// the confirm/unsubscribe pages and the admin API. mailer-worker sends what this module queues.
@Module({
  // The tables' mapping and the delivery writer are shared with mailer-worker through @hvac/leads.
  // After the visit: review requests when an enquiry is done, urgent alerts and first contacts; bookings.
  imports: [LeadsDataModule, SiteSettingsModule, ReviewsModule, AlertsModule, BookingsModule],
  controllers: [LeadFormsController, NewsletterPagesController, AdminLeadsController, AdminEnquiriesController],
  providers: [
    { provide: LEADS_ENV, inject: [CONTENT_ENV], useFactory: (env: ContentEnv) => leadsEnvFrom(env) },
    MailQueue,
    EnquiryService,
    EnquiryWorkflow,
    // The period of the retention sweep; swap this one provider to read it from elsewhere.
    enquiryRetentionMonthsProvider,
    EnquiryRetention,
    SubscriberService,
    MailSweeper,
    LeadRateLimitGuard,
    NewsletterPageFilter,
  ],
  // Bookings' changes move an enquiry's status through the one workflow.
  exports: [EnquiryWorkflow],
})
export class LeadsModule {}
