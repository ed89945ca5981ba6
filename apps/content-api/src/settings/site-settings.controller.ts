import { apiPaths, shownCredentials, type SiteSettings, type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import { type AuthenticatedUser, CurrentUser, Roles } from '@hvac/server-kit';
import { Body, Controller, Get, Ip, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../common/cache-headers';
import { ok } from '../common/envelope';
import { AdminErrors } from '../openapi/error-responses';
import { IfMatchVersion, VersionedSave } from '../publishing/edit-version';
import { SiteSettingsDto } from './dto/site-settings.dto';
import { SiteSettingsService } from './site-settings.service';

@ApiTags('settings')
@Controller()
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  // What the pages show: every field but the internal retention period.
  @Get(apiPaths.settings)
  @PublicRead()
  @ApiOkResponse({ description: 'The site settings the public pages show' })
  async read(): Promise<SuccessData<Omit<SiteSettings, 'enquiryRetentionMonths'>>> {
    const { enquiryRetentionMonths: _internal, ...shown } = await this.settings.current();
    // A credential line the owner cleared is not published, not even its number.
    return ok({ ...shown, business: { ...shown.business, credentials: shownCredentials(shown.business) } });
  }

  @Get(apiPaths.adminSettings)
  @Roles('owner', 'admin')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The whole settings document with who saved it last and when; its version is the ETag (send it back as If-Match)' })
  @AdminErrors()
  async readForAdmin(): Promise<SuccessData<SiteSettingsRecord>> {
    return ok(await this.settings.record());
  }

  @Put(apiPaths.adminSettings)
  @Roles('owner', 'admin')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The saved document' })
  @VersionedSave()
  @AdminErrors()
  async save(
    @Body() input: SiteSettingsDto,
    @CurrentUser() user: AuthenticatedUser,
    @Ip() address: string,
    @IfMatchVersion() expectedVersion: number | undefined,
  ): Promise<SuccessData<SiteSettingsRecord>> {
    return ok(await this.settings.save(input, { id: user.sub, email: user.email, role: user.role, address }, expectedVersion), 'Settings saved');
  }
}
