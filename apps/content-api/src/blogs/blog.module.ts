import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryModule } from '../categories/category.module';
import { MediaModule } from '../media/media.module';
import { RedirectModule } from '../redirects/redirect.module';
import { RevisionModule } from '../revisions/revision.module';
import { PublishingModule } from '../publishing/publishing.module';
import { AdminBlogController } from './admin-blog.controller';
import { BlogController } from './blog.controller';
import { BlogEntity } from './blog.entity';
import { BlogService } from './blog.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlogEntity]), MediaModule, CategoryModule, RevisionModule, RedirectModule, PublishingModule],
  controllers: [BlogController, AdminBlogController],
  providers: [BlogService],
  exports: [BlogService],
})
export class BlogModule {}
