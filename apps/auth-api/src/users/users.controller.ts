import { apiPaths, type LoginReply } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Get, Header, HttpCode, Post, Res, UnauthorizedException, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SignInClient } from './login.service';
import { Client, withRetryAfter } from './sign-in-client.decorator';
import { SecondFactorChallengeDto } from '../second-factor/second-factor.dto';
import { SessionsService } from '../sessions/sessions.service';
import { LoginDto, MessageDto, UserInfoDto, UserProfileDto } from './login.dto';
import { LoginService, toProfile } from './login.service';
import { RequireJsonBody } from './require-json-body.interceptor';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly login: LoginService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  @Post(apiPaths.login)
  @Access('public')
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Sign in with e-mail and password; sets the remembered-device cookie' })
  @ApiExtraModels(UserInfoDto, SecondFactorChallengeDto)
  @ApiOkResponse({
    description: 'The user and token; or, when a second factor applies, a challenge for the code step (no token)',
    schema: { oneOf: [{ $ref: getSchemaPath(UserInfoDto) }, { $ref: getSchemaPath(SecondFactorChallengeDto) }] },
  })
  @ApiBadRequestResponse({ type: MessageDto, description: 'Malformed body; the message names the problem' })
  @ApiUnauthorizedResponse({ type: MessageDto, description: "'Invalid email or password', for unknown e-mails too" })
  @ApiTooManyRequestsResponse({ type: MessageDto, description: 'Too many failures for the account or address; see Retry-After' })
  @ApiServiceUnavailableResponse({ type: MessageDto })
  async signIn(@Body() body: LoginDto, @Client() client: SignInClient, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginReply> {
    const result = await withRetryAfter(reply, this.login.login(body.email, body.password, client));
    if ('challenge' in result) return result.challenge;
    void reply.header('Set-Cookie', result.deviceCookie);
    return result.info;
  }

  @Get(apiPaths.profile)
  @Access('signed-in')
  @ApiBearerAuth()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The signed-in user; 401 once the token expired or was revoked' })
  @ApiOkResponse({ type: UserProfileDto })
  @ApiUnauthorizedResponse({ type: MessageDto })
  async profile(@CurrentUser() current: AuthenticatedUser): Promise<UserProfileDto> {
    const user = await this.users.findById(current.sub);
    if (!user) throw new UnauthorizedException('Not authorized, user no longer exists');
    return toProfile(user);
  }

  @Post(apiPaths.logout)
  @HttpCode(200)
  @Access('signed-in')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End this session: its tokens are refused by every service' })
  @ApiOkResponse({ type: MessageDto })
  @ApiUnauthorizedResponse({ type: MessageDto })
  async logout(@CurrentUser() current: AuthenticatedUser): Promise<MessageDto> {
    await this.sessions.revoke(current.sub, current.sid);
    return { message: 'Signed out' };
  }
}
