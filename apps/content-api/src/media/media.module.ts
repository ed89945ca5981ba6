import { Module } from '@nestjs/common';
import { ImageService } from './image.service';
import { ObjectStorageService } from './object-storage.service';
import { UploadController } from './upload.controller';

@Module({
  controllers: [UploadController],
  providers: [ObjectStorageService, ImageService],
  exports: [ImageService, ObjectStorageService],
})
export class MediaModule {}
