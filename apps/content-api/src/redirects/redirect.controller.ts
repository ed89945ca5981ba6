import { historyPaths, type Page, type Redirect, type SuccessData } from '@hvac/contracts';
import { Access, SearchPageQueryDto } from '@hvac/server-kit';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../common/cache-headers';
import { done, ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { AdminErrors, PublicErrors } from '../openapi/error-responses';
import { MessageReply } from '../openapi/replies';
import { RedirectInputDto } from './dto/redirect-input.dto';
import { RedirectLookupDto } from './dto/redirect-lookup.dto';
import { RedirectListReply, RedirectLookupReply, RedirectReply } from './redirect.docs';
import { RedirectService } from './redirect.service';

@ApiTags('redirects')
@Controller()
export class RedirectController {
  constructor(private readonly redirects: RedirectService) {}

  // Asked by the web server only for an address no page answered, so pages never pay for it.
  @Get(historyPaths.redirectLookup)
  @Access('public')
  @PublicRead()
  @ApiOkResponse({ type: RedirectLookupReply, description: 'The final address an old one redirects to' })
  @PublicErrors()
  async lookup(@Query() query: RedirectLookupDto): Promise<SuccessData<{ target_path: string }>> {
    const target = await this.redirects.targetOf(query.path);
    if (!target) throw new NotFoundException('No redirect from this address');
    return ok({ target_path: target });
  }

  @Get(historyPaths.adminRedirects)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: RedirectListReply, description: 'A page of redirects by old address; q finds part of either address' })
  @AdminErrors()
  async list(@Query() query: SearchPageQueryDto): Promise<SuccessData<Page<Redirect>>> {
    return ok(await this.redirects.list(query));
  }

  @Post(historyPaths.adminRedirects)
  @Access('staff')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: RedirectReply })
  @AdminErrors()
  async create(@Body() input: RedirectInputDto): Promise<SuccessData<Redirect>> {
    return ok(await this.redirects.create(input), 'Redirect created');
  }

  @Put(`${historyPaths.adminRedirects}/:id`)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: RedirectReply })
  @AdminErrors()
  async update(@Param('id', ParseIdPipe) id: number, @Body() input: RedirectInputDto): Promise<SuccessData<Redirect>> {
    return ok(await this.redirects.update(id, input), 'Redirect updated');
  }

  @Delete(`${historyPaths.adminRedirects}/:id`)
  @HttpCode(200)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: MessageReply })
  @AdminErrors()
  async remove(@Param('id', ParseIdPipe) id: number): Promise<{ status: 'success'; message: string }> {
    await this.redirects.remove(id);
    return done('Redirect deleted');
  }
}
