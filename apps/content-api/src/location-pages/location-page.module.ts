import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { RedirectModule } from '../redirects/redirect.module';
import { RevisionModule } from '../revisions/revision.module';
import { PublishingModule } from '../publishing/publishing.module';
import { AdminLocationPageController } from './admin-location-page.controller';
import { LocationPageController } from './location-page.controller';
import { LocationPageEntity } from './location-page.entity';
import { LocationPageService } from './location-page.service';

@Module({
  imports: [TypeOrmModule.forFeature([LocationPageEntity]), MediaModule, RevisionModule, RedirectModule, PublishingModule],
  controllers: [LocationPageController, AdminLocationPageController],
  providers: [LocationPageService],
  exports: [LocationPageService],
})
export class LocationPageModule {}
