import { apiPaths, type Page, type StaffMember } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser, SearchPageQueryDto } from '@hvac/server-kit';
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Ip, Param, ParseUUIDPipe, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageDto } from '../users/login.dto';
import { RequireJsonBody } from '../users/require-json-body.interceptor';
import { ChangeRoleDto, StaffMemberDto, StaffPageDto } from './staff.dto';
import { StaffService } from './staff.service';

const userId = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be a user id') });

// The users screen: owners and admins manage the staff; the rules live in StaffService.
@ApiTags('users: staff')
@ApiBearerAuth()
@Access('owner', 'admin')
@ApiForbiddenResponse({ type: MessageDto, description: 'The role does not allow it, or a rule refuses it; the message says which' })
@Controller()
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get(apiPaths.users)
  @ApiOperation({ summary: 'A page of users by name, with role, state and last sign-in; q finds part of a name or e-mail' })
  @ApiOkResponse({ type: StaffPageDto })
  list(@Query() query: SearchPageQueryDto): Promise<Page<StaffMember>> {
    return this.staff.list(query);
  }

  @Put(apiPaths.userRole(':id'))
  @UseInterceptors(RequireJsonBody)
  @ApiOperation({ summary: "Change a user's role; signs them out everywhere" })
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ type: MessageDto })
  changeRole(@CurrentUser() actor: AuthenticatedUser, @Param('id', userId) id: string, @Body() body: ChangeRoleDto): Promise<StaffMemberDto> {
    return this.staff.changeRole(actor, id, body.role);
  }

  @Post(apiPaths.userDeactivate(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivate a user: no more sign-ins, and their sessions end at once' })
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ type: MessageDto })
  deactivate(@CurrentUser() actor: AuthenticatedUser, @Param('id', userId) id: string): Promise<StaffMemberDto> {
    return this.staff.setActive(actor, id, false);
  }

  @Post(apiPaths.userActivate(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Let a deactivated user sign in again' })
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ type: MessageDto })
  activate(@CurrentUser() actor: AuthenticatedUser, @Param('id', userId) id: string): Promise<StaffMemberDto> {
    return this.staff.setActive(actor, id, true);
  }

  @Delete(apiPaths.userSecondFactor(':id'))
  @Access('owner')
  @ApiOperation({ summary: "Owner only: switch off a user's second factor (a lost phone); signs them out everywhere" })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: MessageDto, description: 'No such user' })
  async resetSecondFactor(@CurrentUser() actor: AuthenticatedUser, @Param('id', userId) id: string, @Ip() ip: string): Promise<MessageDto> {
    return { message: await this.staff.resetSecondFactor(actor, id, ip) };
  }

  @Delete(apiPaths.user(':id'))
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a user; what they published stays as it is' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: MessageDto })
  async remove(@CurrentUser() actor: AuthenticatedUser, @Param('id', userId) id: string): Promise<void> {
    await this.staff.remove(actor, id);
  }
}
