import { Module } from '@nestjs/common';
import { BlogModule } from '../blogs/blog.module';
import { LocationPageModule } from '../location-pages/location-page.module';
import { SiteSettingsModule } from '../settings/site-settings.module';
import { FeedController } from './feed.controller';
import { FeedService } from './feed.service';

@Module({
  imports: [BlogModule, LocationPageModule, SiteSettingsModule],
  controllers: [FeedController],
  providers: [FeedService],
})
export class FeedModule {}
