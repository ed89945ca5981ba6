import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublishingModule } from '../publishing/publishing.module';
import { AdminLocationPageController } from './admin-location-page.controller';
import { LocationPageController } from './location-page.controller';
import { LocationPageEntity } from './location-page.entity';
import { LocationPageService } from './location-page.service';

@Module({
  imports: [TypeOrmModule.forFeature([LocationPageEntity]), PublishingModule],
  controllers: [LocationPageController, AdminLocationPageController],
  providers: [LocationPageService],
  exports: [LocationPageService],
})
export class LocationPageModule {}
