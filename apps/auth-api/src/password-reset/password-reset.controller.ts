import { Access } from '@hvac/server-kit';
import { accountPaths } from '@hvac/contracts';
import { Body, Controller, Header, HttpCode, Ip, Post, Res, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MessageDto } from '../users/login.dto';
import { RequireJsonBody } from '../users/require-json-body.interceptor';
import { PasswordResetDto, PasswordResetRequestDto } from './password-reset.dto';
import { passwordResetMessages, PasswordResets } from './password-reset.service';
import { PasswordResetThrottle, TooManyResetRequestsException } from './password-reset-throttle.service';

@ApiTags('users: passwords')
@Controller()
@Access('public')
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResets,
    private readonly throttle: PasswordResetThrottle,
  ) {}

  @Post(accountPaths.passwordResetRequest)
  @HttpCode(202)
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Mail a single-use password reset link (valid 30 minutes) to an active account; the same reply whether or not one exists' })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'Malformed body; the message names the problem' })
  @ApiTooManyRequestsResponse({ type: MessageDto, description: 'Too many requests from this address or for this e-mail; see Retry-After' })
  @ApiServiceUnavailableResponse({ type: MessageDto })
  async request(@Body() body: PasswordResetRequestDto, @Ip() ip: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    try {
      await this.throttle.take(body.email, ip);
    } catch (error) {
      if (error instanceof TooManyResetRequestsException) void reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    this.resets.requestInBackground(body.email, ip);
    return { message: passwordResetMessages.requested };
  }

  @Post(accountPaths.passwordReset)
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Spend a reset link: sets the new password, signs every session out and lifts sign-in locks' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'A malformed, unknown, expired or already used link, or a new password that is too short or easy to guess' })
  async reset(@Body() body: PasswordResetDto, @Ip() ip: string): Promise<MessageDto> {
    await this.resets.reset(body.token, body.password, ip);
    return { message: passwordResetMessages.done };
  }
}
