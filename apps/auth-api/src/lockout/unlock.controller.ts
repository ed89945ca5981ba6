import { Access } from '@hvac/server-kit';
import { apiPaths } from '@hvac/contracts';
import { Body, Controller, Header, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MessageDto } from '../users/login.dto';
import { RequireJsonBody } from '../users/require-json-body.interceptor';
import { DeviceCookies } from './device-cookie.service';
import { UnlockDto } from './unlock.dto';
import { UnlockLinks, unlockMessages } from './unlock-links.service';

@ApiTags('users')
@Controller()
@Access('public')
export class UnlockController {
  constructor(
    private readonly unlockLinks: UnlockLinks,
    private readonly devices: DeviceCookies,
  ) {}

  @Post(apiPaths.unlock)
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Spend an unlock link: lifts every sign-in lock of its account and remembers this browser for it' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'A malformed, unknown, expired or already used link' })
  async unlock(@Body() body: UnlockDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    const user = await this.unlockLinks.redeem(body.token);
    // The person who opened the mail is the account's owner: this browser becomes a known device.
    void reply.header('Set-Cookie', await this.devices.setCookieHeader(user.email, request.protocol === 'https'));
    return { message: unlockMessages.done };
  }
}
