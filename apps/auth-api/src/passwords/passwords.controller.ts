import { apiPaths } from '@hvac/contracts';
import { AccessTokenGuard, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
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
  @UseGuards(AccessTokenGuard)
  @UseInterceptors(RequireJsonBody)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the signed-in user\'s password; every other session is signed out' })
  @ApiOkResponse({ type: ChangePasswordReplyDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'Wrong current password, or a new password that is too short or easy to guess' })
  @ApiUnauthorizedResponse({ type: MessageDto })
  change(@CurrentUser() current: AuthenticatedUser, @Body() body: ChangePasswordDto): Promise<ChangePasswordReplyDto> {
    return this.passwordChange.change(current, body.currentPassword, body.newPassword);
  }
}
