import { apiPaths, type Blog, type BlogCount, type BlogSummary, type SuccessData } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { PublicRead } from '../common/cache-headers';
import { ParseIdPipe } from '../common/id.pipe';
import { ok } from '../common/envelope';
import { IfMatchVersion, VersionedSave } from '../publishing/edit-version';
import { DeleteWithRedirectDto } from '../redirects/dto/delete-with-redirect.dto';
import { authorOf } from '../revisions/revision.service';
import { AdminErrors, PublicErrors } from '../openapi/error-responses';
import { BlogCountReply, BlogListReply, BlogReply, BlogSummaryListReply, BlogWriteReply } from '../openapi/replies';
import { BlogService } from './blog.service';
import { BlogCountQueryDto } from './dto/blog-count-query.dto';
import { BlogInputDto } from './dto/blog-input.dto';
import { BlogQueryDto } from './dto/blog-query.dto';

@ApiTags('blogs')
@Controller()
export class BlogController {
  constructor(private readonly blogs: BlogService) {}

  @Get(apiPaths.blogs)
  @Access('public')
  @PublicRead()
  @ApiExtraModels(BlogListReply, BlogSummaryListReply)
  @ApiOkResponse({
    description: 'Every post with all fields, newest first; with fields=summary only what a card shows',
    schema: { oneOf: [{ $ref: getSchemaPath(BlogListReply) }, { $ref: getSchemaPath(BlogSummaryListReply) }] },
  })
  @PublicErrors()
  async list(@Query() query: BlogQueryDto): Promise<SuccessData<Blog[] | BlogSummary[]>> {
    return ok(await this.blogs.list(query));
  }

  @Get(apiPaths.blogCount)
  @Access('public')
  @PublicRead()
  @ApiOkResponse({ type: BlogCountReply, description: 'How many posts GET /blogs lists with the same category filter (for page numbers)' })
  @PublicErrors()
  async count(@Query() query: BlogCountQueryDto): Promise<SuccessData<BlogCount>> {
    return ok({ total: await this.blogs.count(query.category) });
  }

  @Get('single-blog/:idOrSlug')
  @Access('public')
  @PublicRead()
  @ApiParam({ name: 'idOrSlug', description: 'The blog_id or the slug_url' })
  @ApiOkResponse({ type: BlogReply })
  @PublicErrors()
  async findOne(@Param('idOrSlug') idOrSlug: string): Promise<SuccessData<Blog>> {
    return ok(await this.blogs.findByIdOrSlug(idOrSlug));
  }

  @Post(apiPaths.blogs)
  @Access('staff')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: BlogWriteReply })
  @AdminErrors()
  async create(@Body() input: BlogInputDto, @CurrentUser() user: AuthenticatedUser): Promise<SuccessData<Blog>> {
    return ok(await this.blogs.create(input, authorOf(user)), 'Blog created successfully');
  }

  @Put('blogs/:id')
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: BlogWriteReply })
  @VersionedSave()
  @AdminErrors()
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() input: BlogInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @IfMatchVersion() expectedVersion: number | undefined,
  ): Promise<SuccessData<Blog>> {
    return ok(await this.blogs.update(id, input, authorOf(user), expectedVersion), 'Blog updated successfully');
  }

  @Delete('blogs/:id')
  @HttpCode(200)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: BlogWriteReply })
  @AdminErrors()
  async remove(@Param('id', ParseIdPipe) id: number, @Query() query: DeleteWithRedirectDto): Promise<{ status: 'success'; message: string }> {
    await this.blogs.remove(id, query.redirectTo);
    return { status: 'success', message: 'Blog deleted successfully' };
  }
}
