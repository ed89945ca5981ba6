import { SiteSettingsEntity } from '@hvac/leads';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteSettingsController } from './site-settings.controller';
import { SiteSettingsService } from './site-settings.service';

// The owner's site settings: a public read for the pages, the admin's read and save. The row's mapping
// lives in @hvac/leads because mailer-worker reads it too.
@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsEntity])],
  controllers: [SiteSettingsController],
  providers: [SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SiteSettingsModule {}
