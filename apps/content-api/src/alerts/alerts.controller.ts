import type { PushPublicKey, SuccessData, SuccessMessage } from '@hvac/contracts';
import { EnquiryEntity } from '@hvac/leads';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Body, Controller, Delete, Get, Header, HttpCode, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { done, ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { PushEndpointDto, PushSubscriptionDto } from './dto/push-subscription.dto';
import { FirstContacts } from './first-contacts.service';
import { PushService } from './push.service';
import { VapidKeysService } from './vapid-keys.service';
import { MessageReply } from '../openapi/replies';
import { PushKeyReply, PushTestReply } from './dto/push-reply.dto';

// Push on the staff's devices, and the explicit "contacted" action that starts an enquiry's response time.
@ApiTags('admin: alerts')
@ApiBearerAuth()
@Access('owner', 'admin')
@Controller('api/admin')
export class AlertsController {
  constructor(
    private readonly push: PushService,
    private readonly vapid: VapidKeysService,
    private readonly firstContacts: FirstContacts,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get('push/key')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey" })
  @ApiOkResponse({ type: PushKeyReply })
  async key(): Promise<SuccessData<PushPublicKey>> {
    return ok({ publicKey: (await this.vapid.current()).publicKey });
  }

  @Post('push/subscriptions')
  @HttpCode(201)
  @ApiOperation({ summary: "Turn on push for this device: the browser's PushSubscription (endpoint and keys); urgent enquiries reach it" })
  @ApiCreatedResponse({ type: MessageReply })
  async subscribe(@Body() body: PushSubscriptionDto, @CurrentUser() user: AuthenticatedUser, @Req() req: FastifyRequest): Promise<SuccessMessage> {
    await this.push.subscribe(body, user, req.headers['user-agent'] ?? null);
    return done('Push notifications are on for this device');
  }

  @Delete('push/subscriptions')
  @ApiOperation({ summary: 'Turn off push for the device with this endpoint' })
  @ApiOkResponse({ type: MessageReply })
  async unsubscribe(@Body() body: PushEndpointDto): Promise<SuccessMessage> {
    if (!(await this.push.unsubscribe(body.endpoint))) throw new NotFoundException('This device has no push subscription');
    return done('Push notifications are off for this device');
  }

  @Post('push/test')
  @ApiOperation({ summary: "Send a test notification to the signed-in user's devices" })
  @ApiCreatedResponse({ type: PushTestReply })
  async test(@CurrentUser() user: AuthenticatedUser): Promise<SuccessData<{ devices: number }>> {
    const devices = await this.push.devicesOf([user.sub]);
    if (devices.length === 0) throw new NotFoundException('No device of yours has push turned on');
    const reached = await this.push.send(devices, { title: 'Test notification', body: 'Urgent enquiries will arrive like this.', url: '/admin', tag: 'test' });
    return ok({ devices: reached });
  }

  @Post('enquiries/:id/contacted')
  @ApiOperation({ summary: 'Record that staff contacted the customer (the first one counts for response times)' })
  @ApiCreatedResponse({ type: MessageReply })
  async contacted(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<SuccessMessage> {
    if (!(await this.db.manager.existsBy(EnquiryEntity, { id }))) throw new NotFoundException(`Enquiry ${id} not found`);
    await this.firstContacts.record(this.db.manager, id, user, 'action');
    return done('Contact recorded');
  }
}
