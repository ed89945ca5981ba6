import { type PrivacyErasure, type PrivacyFindings, type PrivacyRequest, privacyRequestPaths, type SuccessData } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { AdminErrors } from '../openapi/error-responses';
import { CreatePrivacyRequestDto } from './dto/create-privacy-request.dto';
import { PrivacyRequestQueryDto } from './dto/privacy-request-query.dto';
import { type PrivacyActor, PrivacyRequestsService } from './privacy-requests.service';
import { PrivacyErasureReply, PrivacyFindingsReply, PrivacyRequestListReply, PrivacyRequestReply } from './dto/privacy-request-reply.dto';

const actorOf = (user: AuthenticatedUser, address: string): PrivacyActor => ({ id: user.sub, email: user.email, address });

// PIPEDA requests for owners and admins: record, find, export for the person, erase, mark answered.
@ApiTags('admin: privacy requests')
@ApiBearerAuth()
@Access('owner', 'admin')
@AdminErrors()
@Controller()
export class PrivacyRequestsController {
  constructor(private readonly requests: PrivacyRequestsService) {}

  @Get(privacyRequestPaths.list)
  @ApiOkResponse({ type: PrivacyRequestListReply, description: 'Requests, open ones first (soonest due), then answered ones' })
  async list(@Query() query: PrivacyRequestQueryDto): Promise<SuccessData<PrivacyRequest[]>> {
    return ok(await this.requests.list(query.open === 'true'));
  }

  @Post(privacyRequestPaths.list)
  @ApiOperation({ summary: 'Record a request; it is due in 30 days' })
  @ApiCreatedResponse({ type: PrivacyRequestReply })
  async create(@Body() input: CreatePrivacyRequestDto, @CurrentUser() user: AuthenticatedUser, @Ip() address: string): Promise<SuccessData<PrivacyRequest>> {
    return ok(await this.requests.create(input, actorOf(user, address)), 'Privacy request recorded');
  }

  @Get(privacyRequestPaths.findings(':id'))
  @ApiOkResponse({ type: PrivacyFindingsReply, description: "Every table's rows about the request's address or phone" })
  async findings(@Param('id', ParseIdPipe) id: number): Promise<SuccessData<PrivacyFindings>> {
    return ok(await this.requests.findings(id));
  }

  @Get(privacyRequestPaths.export(':id'))
  @ApiProduces('application/json')
  @ApiOperation({ summary: 'The findings as a JSON file for the person; audited (privacy.export)' })
  async export(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Ip() address: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const file = await this.requests.export(id, actorOf(user, address));
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(file.body);
  }

  @Post(privacyRequestPaths.erase(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: "Erase every row about the person, keep the address's hash on the suppression list; audited (privacy.erase)" })
  @ApiOkResponse({ type: PrivacyErasureReply })
  async erase(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Ip() address: string): Promise<SuccessData<PrivacyErasure>> {
    return ok(await this.requests.erase(id, actorOf(user, address)), 'Erased');
  }

  @Post(privacyRequestPaths.answer(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the request answered' })
  @ApiOkResponse({ type: PrivacyRequestReply })
  async answer(@Param('id', ParseIdPipe) id: number): Promise<SuccessData<PrivacyRequest>> {
    return ok(await this.requests.answer(id), 'Marked answered');
  }
}
