import { sessionPaths } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Controller, Delete, Get, Header, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DeviceCookies } from '../lockout/device-cookie.service';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { MessageDto } from '../users/login.dto';
import { RevokedSessionsDto, SessionSummaryDto } from './sessions.dto';
import { sessionMessages, SessionsService } from './sessions.service';

// Every staff user sees and ends only their own sessions.
@ApiTags('users: sessions')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: MessageDto, description: 'No token, or its session was revoked, went idle or expired' })
@Controller()
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly devices: DeviceCookies,
  ) {}

  @Get(sessionPaths.sessions)
  @Access('owner', 'admin', 'editor')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The signed-in user's active sessions, most recently used first" })
  @ApiOkResponse({ type: [SessionSummaryDto] })
  list(@CurrentUser() current: AuthenticatedUser): Promise<SessionSummaryDto[]> {
    return this.sessions.list(current.sub, current.sid);
  }

  @Delete(sessionPaths.session(':id'))
  @Access('owner', 'admin', 'editor')
  @ApiOperation({ summary: 'Sign out one of your sessions (this one included); it is refused by every service at once' })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: MessageDto, description: 'Not one of your open sessions' })
  async revoke(@CurrentUser() current: AuthenticatedUser, @Param('id') id: string): Promise<MessageDto> {
    await this.sessions.revoke(current.sub, id);
    return { message: sessionMessages.revoked };
  }

  @Post(sessionPaths.revokeOthers)
  @HttpCode(200)
  @Access('owner', 'admin', 'editor')
  @ApiOperation({ summary: 'Sign out everywhere else: every session but this one, and every remembered device but this browser' })
  @ApiOkResponse({ type: RevokedSessionsDto })
  async revokeOthers(
    @CurrentUser() current: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RevokedSessionsDto> {
    const thisDevice = await this.devices.deviceOf(request.headers.cookie, current.email);
    const revoked = await this.sessions.revokeOthers(current.sub, current.sid);
    // Remembered devices end with the other sessions; this browser, if it was one, stays remembered.
    if (thisDevice) void reply.header('Set-Cookie', await this.devices.setCookieHeader(current.email, request.protocol === 'https', thisDevice));
    return { message: sessionMessages.revokedOthers(revoked), revoked };
  }

  // What other services ask when their session cache cannot vouch for a token: the guard decides (and records the
  // use); reaching the handler means the session is active.
  @Get(sessionPaths.check)
  @HttpCode(204)
  @Access('signed-in')
  @ApiOperation({ summary: "204 while the token's session is active; 401 once it was revoked, went idle or expired" })
  @ApiNoContentResponse()
  check(): void {
    // Nothing to add: the answer is the status.
  }
}
