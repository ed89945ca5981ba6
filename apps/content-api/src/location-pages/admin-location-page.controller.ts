import type { AdminLocationPage, Page, SuccessData } from '@hvac/contracts';
import { Access } from '@hvac/server-kit';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminLocationPageDoc, dataReply, pageOf } from '../openapi/replies';
import { ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { AdminErrors } from '../openapi/error-responses';
import { AdminListQueryDto } from '../publishing/dto/admin-list-query.dto';
import { LocationPageService } from './location-page.service';

// Drafts and scheduled pages are invisible to the public reads; the admin reads them here.
@ApiTags('admin: location pages')
@ApiBearerAuth()
@Access('staff')
@Controller('api/admin/locationpages')
export class AdminLocationPageController {
  constructor(private readonly pages: LocationPageService) {}

  @Get()
  @ApiOperation({ summary: 'Location pages of every state or one, with state and publishAt; scheduled ones soonest first, the others by last edit' })
  @ApiOkResponse({ type: dataReply(pageOf(AdminLocationPageDoc, 'AdminLocationPagePage'), 'AdminLocationPageListReply') })
  @AdminErrors()
  async list(@Query() query: AdminListQueryDto): Promise<SuccessData<Page<AdminLocationPage>>> {
    return ok(await this.pages.adminList(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One location page whatever its state, for the editor' })
  @ApiOkResponse({ type: dataReply(AdminLocationPageDoc, 'AdminLocationPageReply') })
  @AdminErrors()
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<SuccessData<AdminLocationPage>> {
    return ok(await this.pages.adminFindById(id));
  }
}
