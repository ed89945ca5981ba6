import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogEntity } from '../blogs/blog.entity';
import { BlogModule } from '../blogs/blog.module';
import { LocationPageEntity } from '../location-pages/location-page.entity';
import { LocationPageModule } from '../location-pages/location-page.module';
import { HistoryController } from './history.controller';
import { HistoryService } from './history.service';
import { RevisionModule } from './revision.module';

// The admin's history calls: list, compare and restore revisions of posts and location pages.
@Module({
  imports: [TypeOrmModule.forFeature([BlogEntity, LocationPageEntity]), BlogModule, LocationPageModule, RevisionModule],
  controllers: [HistoryController],
  providers: [HistoryService],
})
export class HistoryModule {}
