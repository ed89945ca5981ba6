import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogModule } from '../../blogs/blog.module';
import { LocationPageModule } from '../../location-pages/location-page.module';
import { PreviewController } from './preview.controller';
import { PreviewLinkEntity } from './preview-link.entity';
import { PreviewService } from './preview.service';

@Module({
  imports: [TypeOrmModule.forFeature([PreviewLinkEntity]), BlogModule, LocationPageModule],
  controllers: [PreviewController],
  providers: [PreviewService],
})
export class PreviewModule {}
