import { afterVisitPaths, type PushPublicKey, type PushSubscriptionRequest, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function getPushKey(): Promise<string> {
  return (await api.get(apiUrl(afterVisitPaths.adminPushKey), { cache: 'no-store' }).json<SuccessData<PushPublicKey>>()).data.publicKey;
}

export async function savePushSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  await api.post(apiUrl(afterVisitPaths.adminPushSubscriptions), { json: subscription });
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await api.delete(apiUrl(afterVisitPaths.adminPushSubscriptions), { json: { endpoint } });
}

export async function sendTestPush(): Promise<void> {
  await api.post(apiUrl(afterVisitPaths.adminPushTest));
}
