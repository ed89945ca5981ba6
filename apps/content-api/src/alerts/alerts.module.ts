import { LeadsDataModule } from '@hvac/leads';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ContentEnv } from '../config/content-env';
import { CONTENT_ENV } from '../config/env.module';
import { LEADS_ENV, leadsEnvFrom } from '../leads/leads.config';
import { SiteSettingsModule } from '../settings/site-settings.module';
import { AlertsController } from './alerts.controller';
import { ALERTS_ENV, alertsEnvFrom } from './alerts.config';
import { EnquiryFirstContactEntity } from './enquiry-first-contact.entity';
import { FirstContacts } from './first-contacts.service';
import { PushSubscriptionEntity } from './push-subscription.entity';
import { PushService } from './push.service';
import { UrgentAlerts } from './urgent-alerts.service';
import { VapidKeyEntity } from './vapid-key.entity';
import { VapidKeysService } from './vapid-keys.service';

// Urgent enquiries on the staff's phones (Web Push) and the first contact that response times count to.
// The leads module calls UrgentAlerts after intake and FirstContacts in a status change.
@Module({
  imports: [LeadsDataModule, SiteSettingsModule, TypeOrmModule.forFeature([PushSubscriptionEntity, VapidKeyEntity, EnquiryFirstContactEntity])],
  controllers: [AlertsController],
  providers: [
    { provide: ALERTS_ENV, inject: [CONTENT_ENV], useFactory: (env: ContentEnv) => alertsEnvFrom(env) },
    { provide: LEADS_ENV, inject: [CONTENT_ENV], useFactory: (env: ContentEnv) => leadsEnvFrom(env) },
    VapidKeysService,
    PushService,
    FirstContacts,
    UrgentAlerts,
  ],
  exports: [UrgentAlerts, FirstContacts],
})
export class AlertsModule {}
