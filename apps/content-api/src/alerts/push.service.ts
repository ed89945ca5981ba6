import type { PushMessage, PushSubscriptionRequest } from '@hvac/contracts';
import { staffSnapshot } from '@hvac/server-kit';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import webpush, { WebPushError } from 'web-push';
import type { StaffMember } from '../leads/enquiry-workflow.service';
import { PushSubscriptionEntity } from './push-subscription.entity';
import { VapidKeysService } from './vapid-keys.service';

// A push service answers within this, or the device is skipped this time.
const pushTimeoutMs = 5000;
// An urgent alert older than this is of no use: the push service may drop it.
const pushTtlSeconds = 60 * 60;

const logger = new Logger('Push');

// The staff's devices and the messages sent to them through their browsers' push services.
@Injectable()
export class PushService {
  constructor(
    @InjectRepository(PushSubscriptionEntity) private readonly subscriptions: Repository<PushSubscriptionEntity>,
    private readonly vapid: VapidKeysService,
  ) {}

  // One row per endpoint: a device that subscribes again (or passes to another user) replaces its row.
  async subscribe(request: PushSubscriptionRequest, by: StaffMember, userAgent: string | null): Promise<void> {
    await this.subscriptions.upsert(
      {
        endpoint: request.endpoint,
        p256dh: request.keys.p256dh,
        auth: request.keys.auth,
        user: staffSnapshot(by),
        userAgent: userAgent?.slice(0, 512) ?? null,
      },
      ['endpoint'],
    );
  }

  async unsubscribe(endpoint: string): Promise<boolean> {
    return Boolean((await this.subscriptions.delete({ endpoint })).affected);
  }

  devicesOf(userIds: string[] | null): Promise<PushSubscriptionEntity[]> {
    return this.subscriptions.find({ where: userIds ? { user: { id: In(userIds) } } : {}, order: { id: 'ASC' } });
  }

  // Sends to each device at once; a subscription the push service says is gone (404, 410) is removed.
  // Returns how many devices accepted it.
  async send(devices: PushSubscriptionEntity[], message: PushMessage): Promise<number> {
    if (devices.length === 0) return 0;
    const { publicKey, privateKey, subject } = await this.vapid.current();
    const payload = JSON.stringify(message);
    const results = await Promise.all(
      devices.map(async (device) => {
        try {
          await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: pushTtlSeconds,
            urgency: 'high',
            timeout: pushTimeoutMs,
          });
          await this.subscriptions.update({ id: device.id }, { lastSentAt: new Date() });
          return true;
        } catch (error) {
          const status = error instanceof WebPushError ? error.statusCode : null;
          if (status === 404 || status === 410) {
            await this.subscriptions.delete({ id: device.id });
            logger.log({ subscriptionId: device.id, status }, 'expired push subscription removed');
          } else {
            logger.warn({ subscriptionId: device.id, status, err: String(error) }, 'push failed');
          }
          return false;
        }
      }),
    );
    return results.filter(Boolean).length;
  }
}
