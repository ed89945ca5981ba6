import type { Page, Redirect } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// A page of redirects by old address, searched by either address (?q=).
export async function getRedirects(searchParams: URLSearchParams): Promise<Page<Redirect>> {
  return (await adminApi.get('/api/admin/redirects', { searchParams, cache: 'no-cache' })).data;
}
