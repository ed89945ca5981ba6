import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogEntity } from '../blogs/blog.entity';
import { LocationPageEntity } from '../location-pages/location-page.entity';
import { MediaModule } from '../media/media.module';
import { SampleContentController } from './sample-content.controller';
import { SampleMarkSubscriber } from './sample-mark.subscriber';
import { SeedService } from './seed.service';

@Module({
  imports: [MediaModule, TypeOrmModule.forFeature([BlogEntity, LocationPageEntity])],
  controllers: [SampleContentController],
  providers: [SeedService, SampleMarkSubscriber],
  exports: [SeedService],
})
export class SeedModule {}
