import type { AdminLocationPage, Page } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// A page of location pages of every state or of one, searched by heading or address (?q=).
export async function getLocationPages(searchParams: URLSearchParams): Promise<Page<AdminLocationPage>> {
  return (await adminApi.get('/api/admin/locationpages', { searchParams, cache: 'no-store' })).data;
}
