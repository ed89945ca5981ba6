import { apiPaths, type PublicSiteSettings, publicSiteSettings, type SiteSettingsRecord, type SuccessData } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Get, Ip, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../common/cache-headers';
import { ok } from '../common/envelope';
import { AdminErrors } from '../openapi/error-responses';
import { IfMatchVersion, VersionedSave } from '../publishing/edit-version';
import { SiteSettingsDto } from './dto/site-settings.dto';
import { SiteSettingsService } from './site-settings.service';
import { SiteSettingsRecordReply } from './dto/site-settings-reply.dto';

@ApiTags('settings')
@Controller()
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  // What the pages show: only the allow-listed keys (publicSettingKeys in @hvac/contracts) and the retention periods.
  @Get(apiPaths.settings)
  @Access('public')
  @PublicRead()
  @ApiOkResponse({ description: 'The public subset of the site settings (contact details, hours, areas, testimonials, business facts, retention periods); owner-only settings are never included' })
  async read(): Promise<SuccessData<PublicSiteSettings>> {
    return ok(publicSiteSettings(await this.settings.current()));
  }

  @Get(apiPaths.adminSettings)
  @Access('owner', 'admin')
  @ApiBearerAuth()
  @ApiOkResponse({ type: SiteSettingsRecordReply, description: 'The whole settings document with who saved it last and when; its version is the ETag (send it back as If-Match)' })
  @AdminErrors()
  async readForAdmin(): Promise<SuccessData<SiteSettingsRecord>> {
    return ok(await this.settings.record());
  }

  @Put(apiPaths.adminSettings)
  @Access('owner', 'admin')
  @ApiBearerAuth()
  @ApiOkResponse({ type: SiteSettingsRecordReply, description: 'The saved document' })
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
