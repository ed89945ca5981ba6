import { apiPaths, type LocationPage, type SuccessData } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../common/cache-headers';
import { ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { IfMatchVersion, VersionedSave } from '../publishing/edit-version';
import { DeleteWithRedirectDto } from '../redirects/dto/delete-with-redirect.dto';
import { authorOf } from '../revisions/revision.service';
import { AdminErrors, PublicErrors } from '../openapi/error-responses';
import { LocationPageListReply, LocationPageReply } from '../openapi/replies';
import { LocationPageInputDto } from './dto/location-page-input.dto';
import { LocationPageService } from './location-page.service';

// The spec's six calls; every reply is `{status, data, message}`.
@ApiTags('location pages')
@Controller()
export class LocationPageController {
  constructor(private readonly pages: LocationPageService) {}

  @Get(apiPaths.locationPages)
  @Access('public')
  @PublicRead()
  @ApiOkResponse({ type: LocationPageListReply })
  async list(): Promise<SuccessData<LocationPage[]>> {
    return ok(await this.pages.list(), 'Location pages');
  }

  @Get('api/locationpages/url/:slug')
  @Access('public')
  @PublicRead()
  @ApiOkResponse({ type: LocationPageReply })
  @PublicErrors()
  async findBySlug(@Param('slug') slug: string): Promise<SuccessData<LocationPage>> {
    return ok(await this.pages.findBySlug(slug), 'Location page');
  }

  @Get('api/locationpages/:id')
  @Access('public')
  @PublicRead()
  @ApiOkResponse({ type: LocationPageReply })
  @PublicErrors()
  async findById(@Param('id', ParseIdPipe) id: number): Promise<SuccessData<LocationPage>> {
    return ok(await this.pages.findById(id), 'Location page');
  }

  @Post(apiPaths.createLocationPage)
  @Access('staff')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: LocationPageReply })
  @AdminErrors()
  async create(@Body() input: LocationPageInputDto, @CurrentUser() user: AuthenticatedUser): Promise<SuccessData<LocationPage>> {
    return ok(await this.pages.create(input, authorOf(user)), 'Location page created successfully');
  }

  @Put('api/locationpages/:id')
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: LocationPageReply })
  @VersionedSave()
  @AdminErrors()
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() input: LocationPageInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @IfMatchVersion() expectedVersion: number | undefined,
  ): Promise<SuccessData<LocationPage>> {
    return ok(await this.pages.update(id, input, authorOf(user), expectedVersion), 'Location page updated successfully');
  }

  @Delete('api/locationpages/:id')
  @HttpCode(200)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOkResponse({ type: LocationPageReply })
  @AdminErrors()
  async remove(@Param('id', ParseIdPipe) id: number, @Query() query: DeleteWithRedirectDto): Promise<SuccessData<null>> {
    await this.pages.remove(id, query.redirectTo);
    return ok(null, 'Location page deleted successfully');
  }
}
