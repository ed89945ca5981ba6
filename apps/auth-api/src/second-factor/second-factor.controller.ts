import { secondFactorPaths } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, ConflictException, Controller, ForbiddenException, Get, Header, HttpCode, Post, Put, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SignInClient } from '../users/login.service';
import { Client, withRetryAfter } from '../users/sign-in-client.decorator';
import { SessionsService } from '../sessions/sessions.service';
import { MessageDto } from '../users/login.dto';
import { Reauthentication } from '../users/reauthentication.service';
import { RequireJsonBody } from '../users/require-json-body.interceptor';
import {
  RecoveryCodesDto,
  SecondFactorConfirmRequestDto,
  SecondFactorDisableRequestDto,
  SecondFactorEnrolmentRequestDto,
  SecondFactorSetupDto,
  SecondFactorStatusDto,
  SecuritySettingsDto,
} from './second-factor.dto';
import { SecondFactors, secondFactorMessages } from './second-factors.service';

export const disableMessages = {
  done: 'The second factor is off, and its recovery codes no longer work.',
} as const;
export const settingsMessages = { ownFactorFirst: 'Turn on your own second factor first, then require it for everyone.' } as const;

// The signed-in user's own second factor, and the owner's setting that requires one for all staff.
@ApiTags('second factor')
@ApiBearerAuth()
@Controller()
@Access('signed-in')
export class SecondFactorController {
  constructor(
    private readonly factors: SecondFactors,
    private readonly reauth: Reauthentication,
    private readonly sessions: SessionsService,
  ) {}

  @Get(secondFactorPaths.status)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Whether the signed-in user has a second factor, how many recovery codes are left, and whether it is required' })
  @ApiOkResponse({ type: SecondFactorStatusDto })
  @ApiUnauthorizedResponse({ type: MessageDto })
  status(@CurrentUser() current: AuthenticatedUser): Promise<SecondFactorStatusDto> {
    return this.factors.status(current.sub);
  }

  @Post(secondFactorPaths.enrolment)
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'With the password: a new authenticator secret (QR code and key), on only once a code confirms it' })
  @ApiOkResponse({ type: SecondFactorSetupDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'Malformed body' })
  @ApiForbiddenResponse({ type: MessageDto, description: 'Wrong password' })
  @ApiConflictResponse({ type: MessageDto, description: 'A factor is already on' })
  @ApiTooManyRequestsResponse({ type: MessageDto, description: 'Too many wrong passwords; see Retry-After' })
  async startEnrolment(
    @CurrentUser() current: AuthenticatedUser,
    @Body() body: SecondFactorEnrolmentRequestDto,
    @Client() client: SignInClient,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SecondFactorSetupDto> {
    if (await this.factors.isEnabled(current.sub)) throw new ConflictException(secondFactorMessages.alreadyOn);
    await withRetryAfter(reply, this.reauth.prove(current, { password: body.password }, { wrongStatus: 403, action: 'second-factor-enrolment', ...client }));
    return this.factors.start({ id: current.sub, email: current.email });
  }

  @Post(secondFactorPaths.enrolmentConfirm)
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Switch the new factor on with a code from the app; the reply holds the ten recovery codes, shown once' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'Malformed body, no set-up started, or a code that does not match' })
  @ApiConflictResponse({ type: MessageDto, description: 'A factor is already on' })
  confirmEnrolment(@CurrentUser() current: AuthenticatedUser, @Body() body: SecondFactorConfirmRequestDto): Promise<RecoveryCodesDto> {
    return this.factors.confirm(current.sub, body.code.trim());
  }

  @Post(secondFactorPaths.disable)
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Turn the factor off; needs the password and a code (or a recovery code)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'Malformed body' })
  @ApiForbiddenResponse({ type: MessageDto, description: 'Wrong password or code, or no factor is on' })
  @ApiTooManyRequestsResponse({ type: MessageDto, description: 'Too many wrong passwords or codes; see Retry-After' })
  async disable(
    @CurrentUser() current: AuthenticatedUser,
    @Body() body: SecondFactorDisableRequestDto,
    @Client() client: SignInClient,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    if (!(await this.factors.isEnabled(current.sub))) throw new ForbiddenException(secondFactorMessages.notOn);
    // A stolen session must not become a way to guess the password: this check shares the sign-in lock-out counters.
    await withRetryAfter(reply, this.reauth.prove(current, body, { wrongStatus: 403, action: 'second-factor-disable', ...client }));
    await this.factors.disable(current.sub);
    return { message: disableMessages.done };
  }

  @Get(secondFactorPaths.securitySettings)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The owner's sign-in settings" })
  @ApiOkResponse({ type: SecuritySettingsDto })
  async settings(): Promise<SecuritySettingsDto> {
    return { requireSecondFactor: await this.factors.isRequired() };
  }

  @Put(secondFactorPaths.securitySettings)
  @Access('owner')
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Owner only: require a second factor for every staff user (those without one enrol at their next sign-in)' })
  @ApiOkResponse({ type: SecuritySettingsDto })
  @ApiBadRequestResponse({ type: MessageDto })
  @ApiForbiddenResponse({ type: MessageDto, description: 'Not the owner' })
  @ApiConflictResponse({ type: MessageDto, description: 'The owner has no factor of their own yet' })
  async updateSettings(@CurrentUser() current: AuthenticatedUser, @Body() body: SecuritySettingsDto): Promise<SecuritySettingsDto> {
    if (body.requireSecondFactor && !(await this.factors.isEnabled(current.sub))) throw new ConflictException(settingsMessages.ownFactorFirst);
    await this.factors.setRequired(body.requireSecondFactor);
    // The requirement holds for sessions already open too: staff without a factor are signed out, and enrol at
    // their next sign-in.
    if (body.requireSecondFactor) {
      for (const userId of await this.factors.staffWithoutFactor()) await this.sessions.revokeAll(userId);
    }
    return { requireSecondFactor: body.requireSecondFactor };
  }
}
