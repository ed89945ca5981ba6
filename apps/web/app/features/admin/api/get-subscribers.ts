import { apiPaths, type Page, type Subscriber, type SubscriberStatus, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function getSubscribers(limit: number, offset: number, status: SubscriberStatus | null): Promise<Page<Subscriber>> {
  const searchParams: Record<string, string | number> = { limit, offset };
  if (status) searchParams['status'] = status;
  const reply = await api.get(apiUrl(apiPaths.adminSubscribers), { searchParams, cache: 'no-store' }).json<SuccessData<Page<Subscriber>>>();
  return reply.data;
}
