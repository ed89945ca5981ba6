import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageService } from './image.service';
import { MediaLibraryController } from './media-library.controller';
import { MediaEntity } from './media.entity';
import { MediaService } from './media.service';
import { ObjectStorageService } from './object-storage.service';
import { ShareImageBackfill } from './share-image-backfill.service';
import { UploadController } from './upload.controller';

@Module({
  imports: [TypeOrmModule.forFeature([MediaEntity])],
  controllers: [UploadController, MediaLibraryController],
  providers: [ObjectStorageService, ImageService, MediaService, ShareImageBackfill],
  exports: [MediaService, ObjectStorageService],
})
export class MediaModule {}
