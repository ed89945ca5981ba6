import { apiPaths, type Category, type SuccessData } from '@hvac/contracts';
import { Access } from '@hvac/server-kit';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../common/cache-headers';
import { ParseIdPipe } from '../common/id.pipe';
import { ok } from '../common/envelope';
import { AdminErrors } from '../openapi/error-responses';
import { CategoryListReply, CategoryReply, MessageReply } from '../openapi/replies';
import { CategoryService } from './category.service';
import { CategoryDeleteQueryDto, CategoryInputDto, CategoryOrderInputDto } from './dto/category-input.dto';

@ApiTags('categories')
@Controller()
export class CategoryController {
  constructor(private readonly categories: CategoryService) {}

  @Get(apiPaths.categories)
  @Access('public')
  @PublicRead()
  @ApiOkResponse({ type: CategoryListReply, description: "Every category in the owner's order, including 'All' (which the post selector leaves out)." })
  async list(): Promise<SuccessData<Category[]>> {
    return ok(await this.categories.list());
  }

  @Post(apiPaths.categories)
  @Access('staff')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: CategoryReply, description: 'Added at the end of the list; 409 if the name exists (ignoring case)' })
  @AdminErrors()
  async create(@Body() input: CategoryInputDto): Promise<SuccessData<Category>> {
    return ok(await this.categories.create(input.category), 'Category created');
  }

  // Declared before the :id routes so "order" is never read as an id.
  @Put(apiPaths.categoryOrder)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: CategoryListReply, description: 'The categories in their new order' })
  @AdminErrors()
  async reorder(@Body() input: CategoryOrderInputDto): Promise<SuccessData<Category[]>> {
    return ok(await this.categories.reorder(input.category_ids), 'Categories reordered');
  }

  @Patch(`${apiPaths.categories}/:id`)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: CategoryReply, description: "Renamed; 409 for 'All' or a name that exists" })
  @AdminErrors()
  async rename(@Param('id', ParseIdPipe) id: number, @Body() input: CategoryInputDto): Promise<SuccessData<Category>> {
    return ok(await this.categories.rename(id, input.category), 'Category renamed');
  }

  @Delete(`${apiPaths.categories}/:id`)
  @HttpCode(200)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: MessageReply, description: "Its posts moved to move_to, then deleted; 409 for 'All' or the last category" })
  @AdminErrors()
  async remove(@Param('id', ParseIdPipe) id: number, @Query() query: CategoryDeleteQueryDto): Promise<{ status: 'success'; message: string }> {
    const { moved } = await this.categories.remove(id, query.move_to);
    return { status: 'success', message: `Category deleted; ${moved} post${moved === 1 ? '' : 's'} moved` };
  }
}
