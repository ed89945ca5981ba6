import type { PushSubscriptionRequest } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getPushKey(): Promise<string> {
  return (await adminApi.get('/api/admin/push/key', { cache: 'no-store' })).data.publicKey;
}

export async function savePushSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  await adminApi.post('/api/admin/push/subscriptions', { json: subscription });
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await adminApi.delete('/api/admin/push/subscriptions', { json: { endpoint } });
}

export async function sendTestPush(): Promise<void> {
  await adminApi.post('/api/admin/push/test');
}
