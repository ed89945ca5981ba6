import type { Preview, PreviewLink, SuccessData } from '@hvac/contracts';
import { Access } from '@hvac/server-kit';
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/envelope';
import { AdminErrors, PublicErrors } from '../../openapi/error-responses';
import { PreviewLinkDto } from './preview-link.dto';
import { PreviewService } from './preview.service';
import { PreviewLinkReply, RevokedPreviewsReply } from './preview-reply.dto';

@ApiTags('previews')
@Controller()
export class PreviewController {
  constructor(private readonly previews: PreviewService) {}

  @Post('api/admin/previews')
  @Access('staff')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A link (/preview/<token>) that shows the item as the public would see it, to anyone, for 24 hours' })
  @AdminErrors()
  @ApiCreatedResponse({ type: PreviewLinkReply })
  async create(@Body() body: PreviewLinkDto): Promise<SuccessData<PreviewLink>> {
    return ok(await this.previews.create(body.kind, body.id), 'Preview link created');
  }

  @Delete('api/admin/previews/:kind/:id')
  @HttpCode(200)
  @Access('staff')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke every preview link of the item' })
  @AdminErrors()
  @ApiOkResponse({ type: RevokedPreviewsReply })
  async revoke(@Param() params: PreviewLinkDto): Promise<SuccessData<{ revoked: number }>> {
    return ok({ revoked: await this.previews.revokeAll(params.kind, params.id) }, 'Preview links revoked');
  }

  // For the web server's /preview page; personal to the link's holder, never stored by a cache, never indexed.
  @Get('api/preview/:token')
  @Access('public')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @ApiOperation({ summary: 'The previewed item (404 once the link has expired or was revoked)' })
  @PublicErrors()
  async open(@Param('token') token: string): Promise<SuccessData<Preview>> {
    return ok(await this.previews.open(token));
  }
}
