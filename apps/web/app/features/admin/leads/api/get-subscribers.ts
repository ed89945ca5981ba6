import { apiPaths, type Page, type Subscriber, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// A page of subscribers, by status and part of the address (?status=&q=).
export async function getSubscribers(searchParams: URLSearchParams): Promise<Page<Subscriber>> {
  const reply = await api.get(apiUrl(apiPaths.adminSubscribers), { searchParams, cache: 'no-store' }).json<SuccessData<Page<Subscriber>>>();
  return reply.data;
}
