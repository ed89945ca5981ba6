import { apiPaths } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, HttpCode, Post, Res, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SignInClient } from '../users/login.service';
import { Client, withRetryAfter } from '../users/sign-in-client.decorator';
import { MessageDto } from '../users/login.dto';
import { RequireJsonBody } from '../users/require-json-body.interceptor';
import { ChangePasswordDto, ChangePasswordReplyDto } from './change-password.dto';
import { PasswordChangeService } from './password-change.service';

@ApiTags('users: passwords')
@Controller()
export class PasswordsController {
  constructor(private readonly passwordChange: PasswordChangeService) {}

  @Post(apiPaths.changePassword)
  @HttpCode(200)
  @Access('signed-in')
  @UseInterceptors(RequireJsonBody)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the signed-in user\'s password; every other session is signed out' })
  @ApiOkResponse({ type: ChangePasswordReplyDto })
  @ApiBadRequestResponse({
    type: MessageDto,
    description: 'A new password that is too short or easy to guess (judged first), a missing code when the account has a second factor, or a wrong current password or code',
  })
  @ApiUnauthorizedResponse({ type: MessageDto, description: 'Not signed in, or this session was ended after too many wrong current passwords' })
  @ApiTooManyRequestsResponse({ type: MessageDto, description: 'The sign-in lock-out counters hold the account back; see Retry-After' })
  async change(
    @CurrentUser() current: AuthenticatedUser,
    @Body() body: ChangePasswordDto,
    @Client() client: SignInClient,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChangePasswordReplyDto> {
    return withRetryAfter(reply, this.passwordChange.change(current, body, client));
  }
}
