import { apiPaths, type Category, type SuccessData } from '@hvac/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../common/cache-headers';
import { ok } from '../common/envelope';
import { CategoryListReply } from '../openapi/replies';
import { CategoryService } from './category.service';

@ApiTags('categories')
@Controller()
export class CategoryController {
  constructor(private readonly categories: CategoryService) {}

  @Get(apiPaths.categories)
  @PublicRead()
  @ApiOkResponse({ type: CategoryListReply, description: "Every category, including 'All' (which the post selector leaves out)." })
  async list(): Promise<SuccessData<Category[]>> {
    return ok(await this.categories.list());
  }
}
