import { Access } from '@hvac/server-kit';
import { secondFactorPaths } from '@hvac/contracts';
import { Body, Controller, Header, HttpCode, Post, Res, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SignInClient } from '../users/login.service';
import { Client, withRetryAfter } from '../users/sign-in-client.decorator';
import { MessageDto, UserInfoDto } from '../users/login.dto';
import { RequireJsonBody } from '../users/require-json-body.interceptor';
import { EnrolledSignInDto, SecondFactorChallengeRequestDto, SecondFactorCodeRequestDto, SecondFactorSetupDto } from './second-factor.dto';
import { SecondFactorSignIn } from './second-factor-sign-in.service';

// The code step of sign-in, and the enrolment a user without a factor must finish when the owner requires one.
@ApiTags('users')
@Controller()
@Access('public')
@UseInterceptors(RequireJsonBody)
export class SignInCodeController {
  constructor(private readonly signIn: SecondFactorSignIn) {}

  @Post(secondFactorPaths.loginCode)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Finish a sign-in with the code of the authenticator app or a recovery code; sets the remembered-device cookie' })
  @ApiOkResponse({ type: UserInfoDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'Malformed body' })
  @ApiUnauthorizedResponse({ type: MessageDto, description: 'Wrong or already used code, or an unknown, expired or spent challenge' })
  @ApiTooManyRequestsResponse({ type: MessageDto, description: 'Too many failures for the account or address; see Retry-After' })
  async code(@Body() body: SecondFactorCodeRequestDto, @Client() client: SignInClient, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserInfoDto> {
    const { info, deviceCookie } = await withRetryAfter(reply, this.signIn.completeWithCode(body.challenge, body.code, client));
    void reply.header('Set-Cookie', deviceCookie);
    return info;
  }

  @Post(secondFactorPaths.loginEnrolment)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'With an enrolment challenge: a new authenticator secret (QR code and key), not yet on' })
  @ApiOkResponse({ type: SecondFactorSetupDto })
  @ApiUnauthorizedResponse({ type: MessageDto, description: 'Unknown, expired or spent challenge, or one that asks for a code' })
  async startEnrolment(@Body() body: SecondFactorChallengeRequestDto): Promise<SecondFactorSetupDto> {
    return this.signIn.startEnrolment(body.challenge);
  }

  @Post(secondFactorPaths.loginEnrolmentConfirm)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Switch the new factor on with a code from the app and finish the sign-in; the reply holds the recovery codes' })
  @ApiOkResponse({ type: EnrolledSignInDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'Malformed body, or a code that does not match the new secret' })
  @ApiUnauthorizedResponse({ type: MessageDto, description: 'Unknown, expired or spent challenge' })
  async confirmEnrolment(
    @Body() body: SecondFactorCodeRequestDto,
    @Client() client: SignInClient,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EnrolledSignInDto> {
    const { signedIn, deviceCookie } = await this.signIn.confirmEnrolment(body.challenge, body.code, client);
    void reply.header('Set-Cookie', deviceCookie);
    return signedIn;
  }
}
