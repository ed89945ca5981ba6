import type { Page, Subscriber } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// A page of subscribers, by status and part of the address (?status=&q=).
export async function getSubscribers(searchParams: URLSearchParams): Promise<Page<Subscriber>> {
  const reply = await adminApi.get('/api/admin/subscribers', { searchParams, cache: 'no-store' });
  return reply.data;
}
