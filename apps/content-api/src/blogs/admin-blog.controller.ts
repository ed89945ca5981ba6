import type { AdminBlog, Page, SuccessData } from '@hvac/contracts';
import { Access } from '@hvac/server-kit';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { AdminErrors } from '../openapi/error-responses';
import { AdminBlogDoc, dataReply, pageOf } from '../openapi/replies';
import { AdminListQueryDto } from '../publishing/dto/admin-list-query.dto';
import { BlogService } from './blog.service';

// Drafts and scheduled posts are invisible to the public reads; the admin reads them here.
@ApiTags('admin: blogs')
@ApiBearerAuth()
@Access('staff')
@Controller('api/admin/blogs')
export class AdminBlogController {
  constructor(private readonly blogs: BlogService) {}

  @Get()
  @ApiOperation({ summary: 'Posts of every state or one, with state and publishAt; scheduled ones soonest first, the others by last edit' })
  @ApiOkResponse({ type: dataReply(pageOf(AdminBlogDoc, 'AdminBlogPage'), 'AdminBlogListReply') })
  @AdminErrors()
  async list(@Query() query: AdminListQueryDto): Promise<SuccessData<Page<AdminBlog>>> {
    return ok(await this.blogs.adminList(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One post whatever its state, for the editor' })
  @ApiOkResponse({ type: dataReply(AdminBlogDoc, 'AdminBlogReply') })
  @AdminErrors()
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<SuccessData<AdminBlog>> {
    return ok(await this.blogs.adminFindById(id));
  }
}
