import { apiPaths, type MediaItem, type Page, type SuccessData } from '@hvac/contracts';
import { Access, SearchPageQueryDto } from '@hvac/server-kit';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { AdminErrors } from '../openapi/error-responses';
import { MediaService } from './media.service';
import { MediaPageReply } from './media-reply.dto';

@ApiTags('media')
@ApiBearerAuth()
@Access('staff')
@Controller()
export class MediaLibraryController {
  constructor(private readonly media: MediaService) {}

  @Get(apiPaths.adminMedia)
  @ApiOperation({ summary: 'Uploaded images, newest first, with alt text, caption and size, for choosing one again; q finds part of the alt text or caption' })
  @AdminErrors()
  @ApiOkResponse({ type: MediaPageReply })
  async list(@Query() query: SearchPageQueryDto): Promise<SuccessData<Page<MediaItem>>> {
    return ok(await this.media.list(query));
  }
}
