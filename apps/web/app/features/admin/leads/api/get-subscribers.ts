import { type Page, type Subscriber, type SuccessData } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// A page of subscribers, by status and part of the address (?status=&q=).
export async function getSubscribers(searchParams: URLSearchParams): Promise<Page<Subscriber>> {
  const reply = await adminApi.response.get('/api/admin/subscribers', { searchParams, cache: 'no-store' }).json<SuccessData<Page<Subscriber>>>();
  return reply.data;
}
