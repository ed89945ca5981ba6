import { siteSettingsEntities } from '@hvac/site-settings';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteSettingsController } from './site-settings.controller';
import { SiteSettingsService } from './site-settings.service';

// The owner's site settings: a public read for the pages, the admin's read and save. The tables' mapping
// (the settings row and the notices of an e-mail change) lives in @hvac/site-settings because mailer-worker reads them too.
@Module({
  imports: [TypeOrmModule.forFeature(siteSettingsEntities)],
  controllers: [SiteSettingsController],
  providers: [SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SiteSettingsModule {}
