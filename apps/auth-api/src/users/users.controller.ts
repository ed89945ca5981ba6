import { apiPaths } from '@hvac/contracts';
import { AccessTokenGuard, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Get, Header, HttpCode, Ip, Post, Req, Res, UnauthorizedException, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TokenService } from '../tokens/token.service';
import { LoginDto, MessageDto, UserInfoDto, UserProfileDto } from './login.dto';
import { LoginService, toProfile, TooManyAttemptsException } from './login.service';
import { RequireJsonBody } from './require-json-body.interceptor';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly login: LoginService,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  @Post(apiPaths.login)
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Sign in with e-mail and password; sets the remembered-device cookie' })
  @ApiOkResponse({ type: UserInfoDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'Malformed body; the message names the problem' })
  @ApiUnauthorizedResponse({ type: MessageDto, description: "'Invalid email or password', for unknown e-mails too" })
  @ApiTooManyRequestsResponse({ type: MessageDto, description: 'Too many failures for the account or address; see Retry-After' })
  @ApiServiceUnavailableResponse({ type: MessageDto })
  async signIn(@Body() body: LoginDto, @Ip() ip: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserInfoDto> {
    try {
      const client = { ip, cookieHeader: request.headers.cookie, secure: request.protocol === 'https' };
      const { info, deviceCookie } = await this.login.login(body.email, body.password, client);
      void reply.header('Set-Cookie', deviceCookie);
      return info;
    } catch (error) {
      if (error instanceof TooManyAttemptsException) void reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Get(apiPaths.profile)
  @UseGuards(AccessTokenGuard)
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
  @UseGuards(AccessTokenGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Revoke every token of the signed-in user, in every service" })
  @ApiOkResponse({ type: MessageDto })
  @ApiUnauthorizedResponse({ type: MessageDto })
  async logout(@CurrentUser() current: AuthenticatedUser): Promise<MessageDto> {
    await this.tokens.revokeAll(current.sub);
    return { message: 'Signed out' };
  }
}
