import { accountPaths } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { BadRequestException, Body, Controller, Delete, Get, Header, HttpCode, Ip, Param, ParseUUIDPipe, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MessageDto } from '../users/login.dto';
import { RequireJsonBody } from '../users/require-json-body.interceptor';
import { AcceptInvitationDto, InviteDto, PendingInvitationDto } from './invitation.dto';
import { Invitations } from './invitations.service';

const invitationId = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be an invitation id') });

// Owners and admins invite staff from the users screen; the invited person accepts on a public page.
@ApiTags('users: invitations')
@Controller()
export class InvitationsController {
  constructor(private readonly invitations: Invitations) {}

  @Get(accountPaths.invitations)
  @Access('owner', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Invitations not yet accepted or revoked, newest first, with the delivery of their latest mail' })
  @ApiOkResponse({ type: [PendingInvitationDto] })
  list(): Promise<PendingInvitationDto[]> {
    return this.invitations.list();
  }

  @Post(accountPaths.invitations)
  @Access('owner', 'admin')
  @UseInterceptors(RequireJsonBody)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Invite someone by e-mail and role: mails a single-use link valid 72 hours' })
  @ApiCreatedResponse({ type: PendingInvitationDto })
  @ApiForbiddenResponse({ type: MessageDto, description: 'An editor, or an admin inviting an owner' })
  @ApiConflictResponse({ type: MessageDto, description: 'A user with this address exists, or it has a pending invitation' })
  invite(@CurrentUser() actor: AuthenticatedUser, @Body() body: InviteDto, @Ip() ip: string): Promise<PendingInvitationDto> {
    return this.invitations.invite(actor, body.email, body.role, ip);
  }

  @Post(accountPaths.invitationResend(':id'))
  @HttpCode(200)
  @Access('owner', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Mail a new link: the previous one stops working and the 72 hours start again' })
  @ApiOkResponse({ type: PendingInvitationDto })
  @ApiForbiddenResponse({ type: MessageDto, description: "An editor, or an admin touching an owner's invitation" })
  @ApiNotFoundResponse({ type: MessageDto })
  resend(@CurrentUser() actor: AuthenticatedUser, @Param('id', invitationId) id: string): Promise<PendingInvitationDto> {
    return this.invitations.resend(actor, id);
  }

  @Delete(accountPaths.invitation(':id'))
  @HttpCode(204)
  @Access('owner', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke a pending invitation: its link stops working' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: MessageDto, description: "An editor, or an admin touching an owner's invitation" })
  @ApiNotFoundResponse({ type: MessageDto })
  async revoke(@CurrentUser() actor: AuthenticatedUser, @Param('id', invitationId) id: string): Promise<void> {
    await this.invitations.revoke(actor, id);
  }

  @Post(accountPaths.invitationAccept)
  @Access('public')
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Accept an invitation: creates the account with the invited role; the person then signs in' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: MessageDto, description: 'A malformed or unknown link, or a password that is too short or easy to guess' })
  @ApiGoneResponse({ type: MessageDto, description: 'A link already used, withdrawn or expired; the message says which' })
  @ApiConflictResponse({ type: MessageDto, description: 'A user with this address exists already' })
  async accept(@Body() body: AcceptInvitationDto, @Ip() ip: string): Promise<MessageDto> {
    return { message: await this.invitations.accept(body.token, body.name, body.password, ip) };
  }
}
