import { apiPaths, type SampleContent, type SuccessData } from '@hvac/contracts';
import { Access } from '@hvac/server-kit';
import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BlogEntity } from '../blogs/blog.entity';
import { ok } from '../common/envelope';
import { LocationPageEntity } from '../location-pages/location-page.entity';
import { AdminErrors } from '../openapi/error-responses';
import { dataReply } from '../openapi/replies';

class SampleContentDoc implements SampleContent {
  @ApiProperty({ type: [Number] }) blogIds!: number[];
  @ApiProperty({ type: [Number] }) locationPageIds!: number[];
}

// Which posts and location pages are still unedited samples, for the admin lists' "Sample" badge.
@ApiTags('settings')
@Controller()
export class SampleContentController {
  constructor(
    @InjectRepository(BlogEntity) private readonly blogs: Repository<BlogEntity>,
    @InjectRepository(LocationPageEntity) private readonly pages: Repository<LocationPageEntity>,
  ) {}

  @Get(apiPaths.adminSampleContent)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: dataReply(SampleContentDoc, 'SampleContentReply'), description: 'The ids of the posts and location pages that are unedited samples' })
  @AdminErrors()
  async list(): Promise<SuccessData<SampleContent>> {
    const [blogs, pages] = await Promise.all([
      this.blogs.find({ select: { id: true }, where: { sample: true }, order: { id: 'ASC' } }),
      this.pages.find({ select: { id: true }, where: { sample: true }, order: { id: 'ASC' } }),
    ]);
    return ok({ blogIds: blogs.map((b) => b.id), locationPageIds: pages.map((p) => p.id) });
  }
}
